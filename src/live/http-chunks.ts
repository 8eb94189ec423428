// The event stream's events as an HTTP/1.1 chunk (RFC 9112 §7.1), built once
// per delivery and written as it is to every stream's socket: through the
// response, Node frames each write again for each stream, in a writev of
// three buffers after a turn of its own.

const CRLF = "\r\n";

/** `text` as one chunk of a chunked body: its length in hex, the bytes, and a line end. */
export function httpChunk(text: string): Uint8Array {
  const body = Buffer.from(text);
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}${CRLF}`), body, Buffer.from(CRLF)]);
}

/** The bytes of a chunk `httpChunk` built, for a response that frames its body itself. */
export function chunkPayload(chunk: Uint8Array): Uint8Array {
  const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const start = buffer.indexOf(CRLF) + CRLF.length;
  return buffer.subarray(start, buffer.length - CRLF.length);
}
