import { currentPath } from "./page-tracker.ts";

type Track = (event: { kind: string; [field: string]: unknown }) => void;

/** FNV-1a, 32 bits, base 36: groups occurrences of one error without sending a stack. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * client_error from `error` and `unhandledrejection`: message, hash and the
 * top frame's file:line:column without query. Stacks are never sent. An error
 * is reported at most 5 times per page load, so a loop cannot flood the queue.
 */
export function trackErrors(track: Track): void {
  const seen: Record<string, number> = {};
  const report = (message: string, source?: string) => {
    const hash = hashText(`${message}|${source ?? ""}`);
    seen[hash] = (seen[hash] ?? 0) + 1;
    if (seen[hash] > 5) return;
    track({
      kind: "client_error",
      path: currentPath(),
      hash,
      message: message.slice(0, 300),
      ...(source ? { source } : {}),
    });
  };
  addEventListener("error", (e) =>
    report(
      e.message || "Error",
      e.filename ? `${e.filename.replace(/[?#].*/, "")}:${e.lineno}:${e.colno}` : undefined,
    ),
  );
  addEventListener("unhandledrejection", (e) => {
    const reason = e.reason;
    report(
      reason instanceof Error
        ? `${reason.name}: ${reason.message}`
        : `Unhandled rejection: ${String(reason)}`,
    );
  });
}
