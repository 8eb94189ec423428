import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";

/** A file's size and SHA-256, read as a stream (a 1 GB database is never held in memory). */
export async function digestFile(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return { bytes: statSync(path).size, sha256: hash.digest("hex") };
}
