import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The WCAG 2.2 AA rule sets issue 54 asks every /play screen to pass. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/** The widths and colour schemes each screen is checked at: a phone and a desktop, light and dark. */
export const AUDIT_VIEWS = [
  { width: 390, height: 844, colorScheme: "light" },
  { width: 390, height: 844, colorScheme: "dark" },
  { width: 1280, height: 800, colorScheme: "light" },
  { width: 1280, height: 800, colorScheme: "dark" },
] as const;

interface AxeResult {
  violations: Array<{
    id: string;
    impact: string;
    nodes: Array<{ target: string[]; failureSummary?: string }>;
  }>;
}

/**
 * Runs axe-core on the page as it is, at every audit view, and returns one line
 * per violation and element ("screen @ view: rule on target"). The page's
 * context must bypass the Content-Security-Policy, which forbids injected scripts.
 */
export async function auditPage(page: Page, screen: string): Promise<string[]> {
  const found: string[] = [];
  for (const view of AUDIT_VIEWS) {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.emulateMedia({ colorScheme: view.colorScheme, reducedMotion: "reduce" });
    if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
    const result = (await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe.run(
          document,
          {
            runOnly: { type: "tag", values: tags },
            resultTypes: ["violations"],
          },
        ),
      WCAG_TAGS,
    )) as AxeResult;
    for (const v of result.violations) {
      for (const node of v.nodes) {
        const why = (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 160);
        found.push(
          `${screen} @ ${view.width}px ${view.colorScheme}: ${v.id} on ${node.target.join(" ")} (${why})`,
        );
      }
    }
  }
  return found;
}
