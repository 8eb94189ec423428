import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { SiteAnalytics } from "../sdk/index.ts";
import type { ShopApi } from "./shop-api.ts";
import type { ShopSession } from "./shop-session.ts";

export interface Shop {
  readonly api: ShopApi;
  readonly session: ShopSession;
  readonly analytics: SiteAnalytics;
}

export const ShopContext = createContext<Shop | null>(null);

/** The shop's client, session and analytics, from the nearest provider. */
export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error("useShop outside ShopContext");
  return shop;
}
