import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The absolute path of a file shipped with the project (fonts, browser
 * sources), found from the nearest folder holding package.json. The same
 * call works from the TypeScript sources run by tsx and from the compiled
 * bundle in dist/, whose files sit at other depths.
 */
export function projectFile(relativePath: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return join(dir, relativePath);
}
