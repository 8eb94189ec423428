import { existsSync } from "node:fs";

/**
 * Tests that start compiled processes run what `npm run build` wrote to dist/
 * (`npm run test:unit` builds first). They never build themselves: two test
 * files building at once would rewrite files other tests are reading.
 */
export function assertBuilt(): void {
  for (const file of [
    "dist/main.js",
    "dist/api/main.js",
    "dist/api/main.app.js",
    "dist/scripts/verify-game.js",
    "dist/scripts/export-games.js",
    "dist/scripts/create-staff.js",
    "dist/scripts/purge-old-analytics-events.js",
    "dist/storefront/main.js",
    "dist/web/play.js",
    "dist/web/verify.js",
    "dist/storefront-web/shop.js",
  ])
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (npm test does) first`);
}
