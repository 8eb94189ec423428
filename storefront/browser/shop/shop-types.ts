/** The product service's Product document. */
export interface Product {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly price_cents: number;
  readonly currency: string;
  readonly stock: number;
  readonly views: number;
  readonly rating: { readonly average: number | null; readonly count: number };
}

export interface CataloguePage {
  readonly items: Product[];
  readonly page: number;
  readonly page_size: number;
  readonly total: number;
}

export interface Review {
  readonly id: string;
  readonly author_name: string;
  readonly rating: number;
  readonly body: string;
  readonly created_at: string;
}

export interface Cart {
  readonly items: {
    readonly product_id: string;
    readonly name: string;
    readonly unit_price_cents: number;
    readonly currency: string;
    readonly quantity: number;
    readonly line_total_cents: number;
    readonly in_stock: number;
  }[];
  readonly total_cents: number;
}

export interface Order {
  readonly id: string;
  readonly status: "pending" | "paid" | "shipped" | "cancelled";
  readonly total_cents: number;
  readonly currency: string;
  readonly created_at: string;
  readonly lines: { readonly product_id: string; readonly name: string; readonly quantity: number }[];
}

export interface Conversation {
  readonly id: string;
  readonly subject: string;
  readonly updated_at: string;
}

export interface Message {
  readonly id: string;
  readonly author_role: "customer" | "staff";
  readonly body: string;
  readonly created_at: string;
}
