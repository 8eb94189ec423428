import type { ComponentChildren } from "preact";

/** A link to another page of the client that changes the route without reloading. */
export function PageLink({
  path,
  go,
  children,
}: {
  path: string;
  go: (path: string) => void;
  children: ComponentChildren;
}) {
  return (
    <a
      href={path}
      onClick={(e) => {
        e.preventDefault();
        go(path);
      }}
    >
      {children}
    </a>
  );
}
