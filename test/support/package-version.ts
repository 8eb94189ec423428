import { readFileSync } from "node:fs";

/** package.json's version, which every health document reports. */
export const PACKAGE_VERSION = (JSON.parse(readFileSync("package.json", "utf8")) as { version: string })
  .version;
