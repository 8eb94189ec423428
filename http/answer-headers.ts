import type { FastifyReply } from "fastify";

/**
 * Headers every answer gets unless its route set them: no-store on JSON
 * (it carries credentials and private game state: no cache may keep it,
 * RFC 6749 §5.1), and frame-ancestors 'none' in every HTML page's policy.
 */
export function secureAnswerHeaders(reply: FastifyReply): void {
  const type = String(reply.getHeader("content-type") ?? "");
  if (/json/.test(type) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  if (type.startsWith("text/html")) {
    const policy = reply.getHeader("content-security-policy");
    if (policy === undefined) reply.header("content-security-policy", "frame-ancestors 'none'");
    else if (!/frame-ancestors/.test(String(policy)))
      reply.header("content-security-policy", `${policy}; frame-ancestors 'none'`);
  }
}
