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

/** What the fuzzer may put in a request: ids for path parameters and valid credentials. */
export interface Known {
  /** Ids tried for any path parameter. */
  readonly ids: readonly string[];
  readonly credentials: readonly string[];
  /**
   * Real ids by path parameter name, which every credential may see. When
   * given, three requests in four go to an operation whose path parameters
   * all have real ids, with those ids and a valid credential.
   */
  readonly real?: Readonly<Record<string, readonly string[]>>;
}

type Route = { readonly path: string; readonly method: string; readonly op: Operation };
type Values = fc.Arbitrary<Record<string, unknown>>;

const pathParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === "path");

/** Query or header parameters from their schemas, each one optional. */
function paramsIn(doc: Doc, op: Operation, where: "query" | "header"): Values {
  const params = (op.parameters ?? []).filter((p) => p.in === where);
  return fc.record(Object.fromEntries(params.map((p) => [p.name, arbitraryOf(doc, p.schema)])), {
    requiredKeys: [],
  });
}

/** The request for one operation, from its path values, credential and generated parts. */
function requestOf(
  doc: Doc,
  { path, method, op }: Route,
  pathValues: Values,
  credential: fc.Arbitrary<string | undefined>,
): fc.Arbitrary<FuzzRequest> {
  const parts = {
    pathValues,
    query: paramsIn(doc, op, "query"),
    headers: paramsIn(doc, op, "header"),
    credential,
    body: bodyOf(doc, op),
  };
  return fc.record(parts).map((r) => {
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
}

/** Any operation, with path parameters from known ids or hostile strings, and any credential. */
function anyRequest(doc: Doc, routes: readonly Route[], known: Known): fc.Arbitrary<FuzzRequest> {
  const credential = fc.oneof(
    fc.constantFrom(...known.credentials),
    fc.constantFrom("Bearer x", "Guest ", "Basic abc", "Bearer a.b.c"),
    fc.constant(undefined),
  );
  return fc.constantFrom(...routes).chain((route) => {
    const id = fc.oneof(fc.constantFrom(...known.ids), fc.uuid(), fc.constantFrom(...HOSTILE_STRINGS));
    const values = fc.record(Object.fromEntries(pathParams(route.op).map((p) => [p.name, id])));
    return requestOf(doc, route, values, credential);
  });
}

/** Operations on real resources (every path parameter has a real id), with a valid credential. */
function authorisedOnReal(
  doc: Doc,
  routes: readonly Route[],
  credentials: readonly string[],
  real: Readonly<Record<string, readonly string[]>>,
): fc.Arbitrary<FuzzRequest> | undefined {
  const onReal = routes.filter((r) => {
    const params = pathParams(r.op);
    return params.length > 0 && params.every((p) => (real[p.name]?.length ?? 0) > 0);
  });
  if (onReal.length === 0) return undefined;
  return fc.constantFrom(...onReal).chain((route) => {
    const values = fc.record(
      Object.fromEntries(pathParams(route.op).map((p) => [p.name, fc.constantFrom(...(real[p.name] ?? []))])),
    );
    return requestOf(doc, route, values, fc.constantFrom(...credentials));
  });
}

/**
 * Requests derived from every operation of a served OpenAPI document: path
 * parameters from `known` values (real ids) or hostile strings, query and
 * header parameters from their schemas, bodies from the body schema with
 * mutations, and a credential that is valid, broken or absent. With
 * `known.real`, most requests are authorised requests on real resources.
 */
export function requestsFrom(doc: Doc, known: Known): fc.Arbitrary<FuzzRequest> {
  const routes: Route[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const anything = anyRequest(doc, routes, known);
  const real = known.real && authorisedOnReal(doc, routes, known.credentials, known.real);
  if (!real) return anything;
  return fc.oneof({ weight: 3, arbitrary: real }, { weight: 1, arbitrary: anything });
}

/** One request the fuzzer sent and the status it got. */
export interface FuzzSample {
  readonly request: FuzzRequest;
  readonly status: number;
}

/**
 * Sends `runs` generated requests (fixed seed) and asserts no 5xx, every
 * error a problem+json with a code, and, for every rejected request, that
 * `fingerprint` (the state a rejection must not touch) is unchanged. Resolves
 * to every request sent with its status, for tests that check what was sent.
 */
export async function fuzz(
  app: Injectable,
  requests: fc.Arbitrary<FuzzRequest>,
  fingerprint: () => Promise<string>,
  options: { readonly runs: number; readonly seed: number },
): Promise<FuzzSample[]> {
  const samples: FuzzSample[] = [];
  // The fingerprint read after a rejection is the next request's "before":
  // nothing runs between two requests, so reading it again would read the same.
  let unchanged: string | undefined;
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const before = unchanged ?? (await fingerprint());
      unchanged = undefined;
      const res = await app.inject(request);
      samples.push({ request, status: res.statusCode });
      const where = `${request.method} ${request.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      assert.ok(res.statusCode < 500, where);
      if (res.statusCode >= 400) {
        assert.match(String(res.headers["content-type"]), /^application\/problem\+json/, where);
        assert.equal(typeof (JSON.parse(res.body) as { code?: unknown }).code, "string", where);
        const after = await fingerprint();
        assert.equal(after, before, `a rejected request changed state: ${where}`);
        unchanged = after;
      }
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  return samples;
}
