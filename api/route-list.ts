import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Every public API route as "METHOD /path/:param", for docs checks and the startup log. */
    apiRoutes(): string[];
  }
}

/** Keeps the list `app.apiRoutes()` answers: routes under `prefix`, but not hidden ones nor the docs UI. */
export function listApiRoutes(app: FastifyInstance, prefix: string): void {
  const routes: string[] = [];
  app.addHook("onRoute", (route) => {
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
    if (!hidden && route.url.startsWith(prefix) && !route.url.startsWith(`${prefix}/docs`)) {
      for (const method of [route.method].flat())
        if (method !== "HEAD") routes.push(`${method} ${route.url}`);
    }
  });
  app.decorate("apiRoutes", () => [...routes]);
}
