import { readFileSync } from "node:fs";
import { projectFile } from "./project-files.ts";

/**
 * The git commit the bundle was built from: scripts/build.mjs replaces this
 * identifier with RELEASE_ID or `git rev-parse HEAD`. Running from the
 * sources (tsx), it is never defined.
 */
declare const BUILT_RELEASE_ID: string | null | undefined;

/** What every health document says about the running code. */
export interface Release {
  /** package.json's version. */
  readonly version: string;
  /** The git commit at build time; null from the sources, or when the build did not know it. */
  readonly release_id: string | null;
}

/** Reads the package version (package.json ships with dist/) and the commit embedded at build time. */
export function readRelease(): Release {
  const { version } = JSON.parse(readFileSync(projectFile("package.json"), "utf8")) as { version: string };
  return { version, release_id: typeof BUILT_RELEASE_ID === "string" ? BUILT_RELEASE_ID : null };
}
