import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { createTestApp, json } from "../support/test-app.ts";

interface Ref {
  readonly $ref: string;
}

interface OpenApi {
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components: {
    readonly schemas: Record<string, { readonly discriminator?: { mapping: Record<string, string> } } & Json>;
  };
}

type Json = { readonly properties?: Record<string, Partial<Ref>> };

const PREFIX = "/api/v1";
const METHODS = "GET|POST|PUT|PATCH|DELETE";
const page = () => readFileSync("docs/api.md", "utf8");

async function servedDocument(t: Parameters<typeof createTestApp>[0]): Promise<OpenApi> {
  const { app } = await createTestApp(t);
  return json<OpenApi>(await app.inject({ method: "GET", url: `${PREFIX}/openapi.json` }));
}

/** The served operations as the page writes them: "POST /sessions/{session_id}/close". */
function servedOperations(doc: OpenApi): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.slice(PREFIX.length)}`),
  );
}

/** The operations the page's "Every operation" table lists, from each row's first cell. */
function documentedOperations(text: string): string[] {
  const table = text.split("### Every operation")[1]?.split("\n###")[0] ?? "";
  const cell = new RegExp(`^\\| \`((?:${METHODS}) /[^\`]*)\` \\|`, "gm");
  return [...table.matchAll(cell)].map((m) => m[1] as string);
}

/** Each registered game's board schema in the served document: plugin id → component name. */
function boardSchemas(doc: OpenApi): Map<string, string> {
  const { schemas } = doc.components;
  const mapping = schemas.StateDocument?.discriminator?.mapping ?? {};
  const name = (ref: string | undefined) => ref?.split("/").at(-1) ?? "";
  return new Map(
    Object.entries(mapping).map(([plugin, ref]) => [
      plugin,
      name(schemas[name(ref)]?.properties?.board?.$ref),
    ]),
  );
}

test("docs/api.md's table lists every operation of the served OpenAPI document, and no other", async (t) => {
  const served = servedOperations(await servedDocument(t)).sort();
  const documented = documentedOperations(page());
  assert.ok(served.length >= 29, `the served document has ${served.length} operations`);
  assert.equal(new Set(documented).size, documented.length, "an operation is listed twice");
  assert.deepEqual(
    served.filter((op) => !documented.includes(op)),
    [],
    "served operations missing from docs/api.md",
  );
  assert.deepEqual(
    documented.filter((op) => !served.includes(op)),
    [],
    "docs/api.md lists operations the API does not serve",
  );
});

test("docs/api.md names every game's board schema from the served document, and no other", async (t) => {
  const boards = boardSchemas(await servedDocument(t));
  const text = page();
  assert.ok(boards.size >= 6, `${boards.size} boards in the served document`);
  for (const [plugin, schema] of boards) {
    assert.ok(schema, `${plugin}'s branch of StateDocument names no board schema`);
    assert.ok(
      text.includes(`\`${schema}\``),
      `docs/api.md does not name ${plugin}'s board schema \`${schema}\``,
    );
  }
  const named = new Set([...text.matchAll(/`([A-Z]\w*Board)`/g)].map((m) => m[1]));
  const known = new Set(boards.values());
  assert.deepEqual(
    [...named].filter((name) => !known.has(name as string)),
    [],
    "docs/api.md names board schemas the served document lacks",
  );
});
