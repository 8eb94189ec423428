import assert from "node:assert/strict";
import { json } from "../support/test-app.ts";

/** The parts of an injected response the security tests look at. */
export type Response = { statusCode: number; headers: Record<string, unknown>; body: string };

/** Asserts a problem+json answer with this status and code. */
export function assertProblem(res: Response, status: number, code: string) {
  assert.equal(res.statusCode, status, res.body);
  assert.match(String(res.headers["content-type"]), /^application\/problem\+json/);
  assert.equal(json(res).code, code);
}
