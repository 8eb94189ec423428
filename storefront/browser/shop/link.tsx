import type { ComponentChildren } from "preact";
import { navigate, SHOP_BASE } from "./shop-router.ts";

/** An in-app link: a real href (open in a new tab works), routed with pushState on a plain click. */
export function Link(props: { to: string; class?: string; children: ComponentChildren }) {
  return (
    <a
      href={SHOP_BASE + props.to}
      class={props.class}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
