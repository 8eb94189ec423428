// The channel's events as the bytes of WebSocket text frames (RFC 6455 §5.2),
// built once per delivery and written as they are to every subscribed
// connection: framing each event for each of 10,000 sockets was most of a
// watched move's cost.

const NEWLINE = 0x0a;
/** FIN with the text opcode: each event is one whole text message. */
const FIN_TEXT = 0x81;

/** The header of an unmasked (server-to-client) frame of `length` payload bytes. */
function header(length: number): Uint8Array {
  if (length < 126) return Uint8Array.of(FIN_TEXT, length);
  if (length <= 0xffff) return Uint8Array.of(FIN_TEXT, 126, length >> 8, length & 0xff);
  const head = Buffer.alloc(10);
  head[0] = FIN_TEXT;
  head[1] = 127;
  head.writeBigUInt64BE(BigInt(length), 2);
  return head;
}

/** `text`'s lines (each ended by a newline, which is left out), each as one text frame, in one buffer. */
export function textFrames(text: string): Uint8Array {
  const bytes = Buffer.from(text);
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
    parts.push(header(end - start), bytes.subarray(start, end));
    start = end + 1;
  }
  return Buffer.concat(parts);
}

/** The payloads of the frames `textFrames` built, for a socket that cannot take them whole. */
export function framePayloads(frames: Uint8Array): Uint8Array[] {
  const buffer = Buffer.from(frames.buffer, frames.byteOffset, frames.byteLength);
  const payloads: Uint8Array[] = [];
  let at = 0;
  while (at < buffer.length) {
    const short = (buffer[at + 1] as number) & 0x7f;
    const [length, skip] =
      short === 126
        ? [buffer.readUInt16BE(at + 2), 4]
        : short === 127
          ? [Number(buffer.readBigUInt64BE(at + 2)), 10]
          : [short, 2];
    payloads.push(buffer.subarray(at + skip, at + skip + length));
    at += skip + length;
  }
  return payloads;
}
