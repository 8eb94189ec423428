import { Type } from "typebox";

/** The caller's cart, priced now. */
export const Cart = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        product_id: Type.String(),
        name: Type.String(),
        unit_price_cents: Type.Integer(),
        currency: Type.String(),
        quantity: Type.Integer(),
        line_total_cents: Type.Integer(),
        in_stock: Type.Integer({ description: "Units left now; checkout may still find fewer." }),
      }),
    ),
    total_cents: Type.Integer(),
  },
  { $id: "Cart" },
);

/** An order with its lines, as its owner and staff see it. */
export const Order = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    status: Type.Union([
      Type.Literal("pending"),
      Type.Literal("paid"),
      Type.Literal("shipped"),
      Type.Literal("cancelled"),
    ]),
    total_cents: Type.Integer(),
    currency: Type.String(),
    is_test: Type.Boolean({ description: "Test orders are kept out of business figures." }),
    payment_reference: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(
      Type.Object({
        product_id: Type.String(),
        name: Type.String(),
        unit_price_cents: Type.Integer(),
        quantity: Type.Integer(),
      }),
    ),
    created_at: Type.String({ format: "date-time" }),
    updated_at: Type.String({ format: "date-time" }),
  },
  { $id: "Order" },
);

/** Every cart and order route takes a storefront access token. */
export const secured = { security: [{ bearerAuth: [] }] };
