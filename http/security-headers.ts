import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

/**
 * helmet's headers for `options`, worked out once. Without a
 * Content-Security-Policy nonce they depend on the options alone, yet
 * @fastify/helmet builds a new helmet middleware on every request (4% of a
 * small GET's CPU); here helmet runs once against a response that only
 * records what it sets, and every answer gets the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}
