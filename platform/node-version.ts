/**
 * The oldest Node major the project runs on. Older ones load better-sqlite3
 * 13 and die on a segmentation fault with no message, so every compiled entry
 * checks first (platform/launcher.ts).
 */
const OLDEST_MAJOR = 22;

/** The one line an unsupported Node gets, or undefined when `version` (as `process.versions.node`) is supported. */
export function unsupportedNodeLine(version: string): string | undefined {
  const major = Number.parseInt(version, 10);
  if (major >= OLDEST_MAJOR) return undefined;
  return `Node ${version} is not supported: this service runs on Node 24 or 22 LTS. Start it with \`npm start\`, which brings its own Node 24.`;
}

/** Ends the process (exit 1, one line on stderr) before anything native loads, when this Node is too old. */
export function exitOnUnsupportedNode(): void {
  const line = unsupportedNodeLine(process.versions.node);
  if (line === undefined) return;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
