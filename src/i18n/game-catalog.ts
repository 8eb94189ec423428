import { projectFile } from "../../platform/project-files.ts";
import { type Catalog, createCatalog } from "./catalog.ts";
import { gamePartsOf, readLocaleFiles } from "./locale-files.ts";

/**
 * The games' words of a locales/ folder (the project's by default), read
 * once per call: every file under games/, in every language that has them.
 */
export function readGameCatalog(root: string = projectFile("locales")): Catalog {
  const files = readLocaleFiles(root);
  return createCatalog(files, gamePartsOf(files));
}
