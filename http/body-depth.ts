import { DomainError } from "../platform/errors.ts";

/** Deepest nesting accepted in a JSON body: no route's schema goes near it, and walking it stays cheap. */
const MAX_BODY_DEPTH = 32;

/** How deep `value` nests, walked without recursion so a hostile body cannot overflow the stack; stops past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== "object") continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Object.values(node))
      if (child !== null && typeof child === "object") stack.push([child, level]);
  }
  return deepest;
}

/** Refuses a parsed body that nests deeper than MAX_BODY_DEPTH (400 invalid_request). */
export function checkBodyDepth(body: unknown): void {
  if (body !== null && typeof body === "object" && nestingDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH)
    throw new DomainError("invalid_request", `The body nests deeper than ${MAX_BODY_DEPTH} levels.`);
}
