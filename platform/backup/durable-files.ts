import { closeSync, fsyncSync, openSync, writeFileSync } from "node:fs";

/** Flushes a file's (or a folder's: its entries') contents to the disk. */
export function syncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a file and flushes it before returning. */
export function writeDurably(path: string, data: string, mode = 0o600): void {
  writeFileSync(path, data, { mode });
  syncPath(path);
}
