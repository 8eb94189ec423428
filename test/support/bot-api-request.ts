/** Reading a Bot API request as grammY sends it: a JSON body, or multipart/form-data with uploads. */

export async function readBody(body: unknown): Promise<Buffer> {
  if (body === undefined || body === null) return Buffer.alloc(0);
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Splits a multipart/form-data body into named parts (what grammY sends for uploads). */
function multipartParts(raw: Buffer, boundary: string): { name: string; filename?: string; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { name: string; filename?: string; body: Buffer }[] = [];
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString("utf8");
      let body = part.subarray(headerEnd + 4);
      if (body.subarray(-2).toString() === "\r\n") body = body.subarray(0, -2);
      const name = /[;:\s]name="?([^";\r\n]*)"?/.exec(headers)?.[1];
      const filename = /filename="?([^";\r\n]*)"?/.exec(headers)?.[1];
      if (name !== undefined) parts.push({ name, ...(filename === undefined ? {} : { filename }), body });
    }
    start = next;
  }
  return parts;
}

/** Parses a Bot API request body (JSON or multipart) into params and uploaded files. */
export function parseRequest(
  contentType: string,
  raw: Buffer,
): { params: Record<string, unknown>; files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  const boundary = /^multipart\/form-data;\s*boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) {
    return { params: raw.length ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : {}, files };
  }
  const params: Record<string, unknown> = {};
  for (const part of multipartParts(raw, boundary)) {
    if (part.filename !== undefined) {
      files.set(part.name, part.body);
      params[part.name] ??= `attach://${part.name}`;
      continue;
    }
    const value = part.body.toString("utf8");
    try {
      params[part.name] = /^[[{"]|^-?\d+$|^(true|false)$/.test(value) ? JSON.parse(value) : value;
    } catch {
      params[part.name] = value;
    }
  }
  return { params, files };
}
