import assert from "node:assert/strict";
import fc from "fast-check";

type Schema = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** One generated request. */
export interface FuzzRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

interface Injectable {
  inject(
    request: FuzzRequest,
  ): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
}

const HOSTILE_STRINGS = [
  "",
  "%",
  "%zz",
  "../..",
  "a".repeat(300),
  "\u0000",
  "🎲",
  "null",
  "0",
  "-1",
  "<script>",
];

function resolve(doc: Doc, schema: Schema | undefined): Schema {
  const ref = schema?.$ref;
  if (typeof ref === "string") return doc.components?.schemas?.[ref.split("/").pop() as string] ?? {};
  return schema ?? {};
}

/** Values that fit `schema` (shallowly), plus hostile values of every type: bodies a client could send. */
function arbitraryOf(doc: Doc, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.jsonValue({ maxDepth: 3 }),
  );
  if (depth > 3) return hostile;
  const fitting: fc.Arbitrary<unknown>[] = [];
  if (Array.isArray(schema.enum)) fitting.push(fc.constantFrom(...(schema.enum as unknown[])));
  if ("const" in schema) fitting.push(fc.constant(schema.const));
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const options = schema[key];
    if (Array.isArray(options)) fitting.push(...options.map((o) => arbitraryOf(doc, o as Schema, depth + 1)));
  }
  switch (schema.type) {
    case "string":
      fitting.push(schema.format === "uuid" ? fc.uuid() : fc.string({ maxLength: 80 }));
      break;
    case "integer":
    case "number":
      fitting.push(fc.integer({ min: -5, max: 100 }));
      break;
    case "boolean":
      fitting.push(fc.boolean());
      break;
    case "array":
      fitting.push(fc.array(arbitraryOf(doc, schema.items as Schema, depth + 1), { maxLength: 6 }));
      break;
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const entries = Object.fromEntries(
        Object.entries(properties).map(([name, s]) => [name, arbitraryOf(doc, s, depth + 1)]),
      );
      fitting.push(fc.record(entries, { requiredKeys: [] }));
      break;
    }
  }
  return fitting.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...fitting) }, { weight: 1, arbitrary: hostile })
    : hostile;
}

/** A body for the operation: its schema's values, mutations of them, and text that is not JSON at all. */
function bodyOf(doc: Doc, op: Operation): fc.Arbitrary<{ type: string; text: string } | undefined> {
  const schema = op.requestBody?.content?.["application/json"]?.schema;
  const json = arbitraryOf(doc, schema).map((v) => ({
    type: "application/json",
    text: JSON.stringify(v) ?? "null",
  }));
  const deep = fc.integer({ min: 30, max: 3000 }).map((n) => ({
    type: "application/json",
    text: `${"[".repeat(n)}${"]".repeat(n)}`,
  }));
  const broken = fc.oneof(
    fc.string({ maxLength: 40 }).map((text) => ({ type: "application/json", text })),
    fc.string({ maxLength: 40 }).map((text) => ({ type: "text/plain", text })),
    fc.constant({ type: "application/x-www-form-urlencoded", text: "a=1" }),
  );
  if (!op.requestBody) return fc.oneof(fc.constant(undefined), broken);
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: deep },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/**
 * Requests derived from every operation of a served OpenAPI document: path
 * parameters from `known` values (real ids) or hostile strings, query and
 * header parameters from their schemas, bodies from the body schema with
 * mutations, and a credential that is valid, broken or absent.
 */
export function requestsFrom(
  doc: Doc,
  known: { readonly ids: readonly string[]; readonly credentials: readonly string[] },
): fc.Arbitrary<FuzzRequest> {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  return fc.constantFrom(...operations).chain(({ path, method, op }) => {
    const params = op.parameters ?? [];
    const pathValues = fc.record(
      Object.fromEntries(
        params
          .filter((p) => p.in === "path")
          .map((p) => [
            p.name,
            fc.oneof(fc.constantFrom(...known.ids), fc.uuid(), fc.constantFrom(...HOSTILE_STRINGS)),
          ]),
      ),
    );
    const query = fc.record(
      Object.fromEntries(
        params.filter((p) => p.in === "query").map((p) => [p.name, arbitraryOf(doc, p.schema)]),
      ),
      { requiredKeys: [] },
    );
    const headers = fc.record(
      Object.fromEntries(
        params.filter((p) => p.in === "header").map((p) => [p.name, arbitraryOf(doc, p.schema)]),
      ),
      { requiredKeys: [] },
    );
    const credential = fc.oneof(
      fc.constantFrom(...known.credentials),
      fc.constantFrom("Bearer x", "Guest ", "Basic abc", "Bearer a.b.c"),
      fc.constant(undefined),
    );
    return fc.record({ pathValues, query, headers, credential, body: bodyOf(doc, op) }).map((r) => {
      let url = path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(String(r.pathValues[name])),
      );
      const search = new URLSearchParams(
        Object.entries(r.query).map(([k, v]): [string, string] => [
          k,
          typeof v === "string" ? v : String(JSON.stringify(v)),
        ]),
      ).toString();
      if (search) url += `?${search}`;
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(r.headers))
        out[k] = String(typeof v === "string" ? v : JSON.stringify(v)).replace(/[^\x20-\x7e]/g, "");
      if (r.credential) out.authorization = r.credential;
      if (r.body) out["content-type"] = r.body.type;
      return { method, url, headers: out, ...(r.body ? { payload: r.body.text } : {}) };
    });
  });
}

/**
 * Sends `runs` generated requests (fixed seed) and asserts no 5xx, every
 * error a problem+json with a code, and, for every rejected request, that
 * `fingerprint` (the state a rejection must not touch) is unchanged.
 */
export async function fuzz(
  app: Injectable,
  requests: fc.Arbitrary<FuzzRequest>,
  fingerprint: () => Promise<string>,
  options: { readonly runs: number; readonly seed: number },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const before = await fingerprint();
      const res = await app.inject(request);
      const where = `${request.method} ${request.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      assert.ok(res.statusCode < 500, where);
      if (res.statusCode >= 400) {
        assert.match(String(res.headers["content-type"]), /^application\/problem\+json/, where);
        assert.equal(typeof (JSON.parse(res.body) as { code?: unknown }).code, "string", where);
        assert.equal(await fingerprint(), before, `a rejected request changed state: ${where}`);
      }
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
}
