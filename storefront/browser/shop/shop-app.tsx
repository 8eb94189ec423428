import { useEffect, useReducer } from "preact/hooks";
import { AccountPageView } from "./account-page.tsx";
import { CartPageView } from "./cart-page.tsx";
import { CataloguePageView } from "./catalogue-page.tsx";
import { ChatPageView } from "./chat-page.tsx";
import { Link } from "./link.tsx";
import { ProductPageView } from "./product-page.tsx";
import { useShop } from "./shop-context.ts";
import { useRoute } from "./shop-router.ts";

/** Routes that need a signed-in customer; others see the sign-in page first. */
const SIGNED_IN_ONLY = new Set(["/cart", "/chat"]);

function Page({ route }: { route: string }) {
  const { session } = useShop();
  const [path = "/", search = ""] = route.split("?");
  const query = new URLSearchParams(search);
  const needsSignIn = SIGNED_IN_ONLY.has(path) && !session.current();
  useEffect(() => {
    // replaceState: the sign-in page takes this history entry (one page_view, no dead back step).
    if (needsSignIn) {
      history.replaceState(null, "", `/shop/account?next=${encodeURIComponent(path)}`);
      dispatchEvent(new Event("shop:navigate"));
    }
  }, [needsSignIn, path]);
  if (needsSignIn) return null;
  const product = /^\/products\/([a-z0-9-]+)$/.exec(path);
  if (product?.[1]) return <ProductPageView key={product[1]} id={product[1]} />;
  switch (path) {
    case "/":
      return <CataloguePageView query={query} />;
    case "/cart":
      return <CartPageView />;
    case "/chat":
      return <ChatPageView />;
    case "/account": {
      const next = query.get("next") ?? "/";
      return <AccountPageView next={next.startsWith("/") && !next.startsWith("//") ? next : "/"} />;
    }
    default:
      return (
        <section>
          <h1>Not found</h1>
          <p>
            That page does not exist. <Link to="/">Back to the catalogue</Link>
          </p>
        </section>
      );
  }
}

/** The shop: header navigation and the current route's page. */
export function ShopApp() {
  const { session } = useShop();
  const route = useRoute();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => session.listen(() => rerender(undefined)), [session]);
  const signedIn = session.current();
  return (
    <>
      <header class="top">
        <Link to="/" class="brand">
          {"Dice & Boards"}
        </Link>
        <nav aria-label="Shop">
          <Link to="/">Catalogue</Link>
          <Link to="/cart">Cart</Link>
          <Link to="/chat">Chat</Link>
          <Link to="/account">{signedIn ? "Account" : "Sign in"}</Link>
        </nav>
      </header>
      <main>
        <Page route={route} />
      </main>
    </>
  );
}
