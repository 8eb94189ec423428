import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { ReleaseFields } from "../../http/schemas.ts";
import { readRelease } from "../../platform/release.ts";

/** One dependency a service checks: resolves (with an optional detail) when healthy, throws when not. */
export interface HealthCheck {
  readonly name: string;
  run(): Promise<string | undefined>;
}

export interface CheckResult {
  readonly status: "ok" | "fail";
  readonly duration_ms: number;
  readonly detail?: string;
}

export interface HealthDocument {
  readonly service: string;
  readonly status: "ok" | "fail";
  readonly checks: Record<string, CheckResult>;
}

/** A check that runs longer than this fails: a health route must answer even when a dependency hangs. */
const CHECK_TIMEOUT_MS = 5000;

async function runCheck(check: HealthCheck): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      check.run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    const duration_ms = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", duration_ms, ...(detail ? { detail } : {}) };
  } catch (error) {
    const duration_ms = Math.round((performance.now() - started) * 10) / 10;
    return { status: "fail", duration_ms, detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once; the document fails when any check fails. */
export async function checkHealth(service: string, checks: readonly HealthCheck[]): Promise<HealthDocument> {
  const results = await Promise.all(checks.map(runCheck));
  const byName = Object.fromEntries(checks.map((c, i) => [c.name, results[i] as CheckResult]));
  return { service, status: results.every((r) => r.status === "ok") ? "ok" : "fail", checks: byName };
}

const CheckSchema = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("fail")]),
  duration_ms: Type.Number(),
  detail: Type.Optional(Type.String()),
});

export const HealthDocumentSchema = Type.Object(
  {
    service: Type.String(),
    status: Type.Union([Type.Literal("ok"), Type.Literal("fail")]),
    checks: Type.Record(Type.String(), CheckSchema, {
      description: "One entry per dependency (database, memory_store, worker, messenger_bot …).",
    }),
    ...ReleaseFields,
  },
  { $id: "HealthDocument" },
);

/** GET `path`: the health document, 200 when every check passes, 503 otherwise. */
export function healthRoutes(
  path: string,
  service: string,
  checks: readonly HealthCheck[],
): FastifyPluginAsyncTypebox {
  const release = readRelease();
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags: ["health"],
          summary: `Health of the ${service} service and its dependencies`,
          response: { 200: HealthDocumentSchema, 503: HealthDocumentSchema },
        },
      },
      async (_request, reply) => {
        const doc = await checkHealth(service, checks);
        return reply.status(doc.status === "ok" ? 200 : 503).send({ ...doc, ...release });
      },
    );
  };
}
