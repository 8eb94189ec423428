/**
 * The storefront's error table: the shared rows (platform/errors.ts) and its
 * shop, staff, analytics and privacy failures. Every storefront service
 * answers problem+json from it; the game's table (src/errors.ts) never holds
 * these codes.
 */
import { type ErrorTable, SHARED_ERRORS, DomainError as SharedDomainError } from "../platform/errors.ts";

export const STOREFRONT_ERRORS = {
  ...SHARED_ERRORS,
  analytics_unavailable: {
    status: 503,
    title: "Web analytics is not available",
    reply: "Statistics are not available right now.",
  },
  staff_required: {
    status: 403,
    title: "A staff account is required",
    reply: "Only staff can see this.",
  },
  origin_not_allowed: {
    status: 403,
    title: "This origin may not send analytics events",
    reply: "That request was not allowed.",
  },
  payment_declined: {
    status: 402,
    title: "The payment was declined",
    reply: "The payment was declined.",
  },
  review_requires_purchase: {
    status: 403,
    title: "Only customers who bought the product may review it",
    reply: "You can review a product once you have bought it.",
  },
  not_conversation_member: {
    status: 403,
    title: "This conversation belongs to another customer",
    reply: "That conversation is not yours.",
  },
  product_not_found: { status: 404, title: "Product not found", reply: "That product does not exist." },
  order_not_found: { status: 404, title: "Order not found", reply: "That order does not exist." },
  cart_item_not_found: {
    status: 404,
    title: "The product is not in the cart",
    reply: "That product is not in your cart.",
  },
  conversation_not_found: {
    status: 404,
    title: "Conversation not found",
    reply: "That conversation does not exist.",
  },
  cart_empty: { status: 409, title: "The cart is empty", reply: "Your cart is empty." },
  out_of_stock: {
    status: 409,
    title: "Not enough stock for the requested quantity",
    reply: "Sorry, that product is out of stock.",
  },
  invalid_order_status: {
    status: 409,
    title: "Not allowed in the order's current status",
    reply: "That is not possible for this order any more.",
  },
  review_exists: {
    status: 409,
    title: "You have already reviewed this product",
    reply: "You have already reviewed this product.",
  },
  idempotency_in_progress: {
    status: 409,
    title: "A request with this Idempotency-Key is still being processed",
    reply: "That request is still being processed.",
  },
  // Privacy: export and erasure (issue 25).
  invalid_privacy_subject: {
    status: 400,
    title: "The visitor id must be a UUID; a user id 1 to 64 printable characters",
    reply: "That id is not valid.",
  },
} as const satisfies ErrorTable;

export type StorefrontErrorCode = keyof typeof STOREFRONT_ERRORS;

/** A storefront failure the user caused or can act on; its detail defaults to the code's title. */
export class DomainError extends SharedDomainError<StorefrontErrorCode> {
  constructor(
    code: StorefrontErrorCode,
    detail: string = STOREFRONT_ERRORS[code].title,
    retryAfter?: number,
  ) {
    super(code, detail, retryAfter);
  }
}

/** Type guard for DomainError, whichever layer raised it (the shared ones raise shared codes). */
export function isDomainError(error: unknown): error is SharedDomainError<StorefrontErrorCode> {
  return error instanceof SharedDomainError;
}
