import {
  insertPersonalToken,
  listPersonalTokens,
  revokePersonalToken,
} from "../db/repositories/personal-token-repository.ts";
import type { PersonalTokenRow } from "../db/schema.ts";
import type { PersonalTokenView, TokenScope } from "../documents/personal-token-document.ts";
import { DomainError } from "../errors.ts";
import { newId } from "../ids.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { createOpaqueToken, hashOpaqueToken } from "./opaque-tokens.ts";
import type { Principal } from "./principal.ts";

/** A user may hold this many live tokens. */
const MAX_TOKENS = 20;

/** A token as its owner sees it, never the token itself. */
export function toTokenView(row: PersonalTokenRow): PersonalTokenView {
  return {
    id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes) as TokenScope[],
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}

/** Only the account itself manages its tokens: not a token, whatever its scopes. */
function requireAccount(principal: Principal): void {
  if (principal.scopes) throw new DomainError("insufficient_scope", "Tokens cannot manage tokens.");
}

/** POST /users/me/tokens: a new token, shown this once, stored hashed. */
export function createPersonalToken(
  { store, now }: UseCaseDeps,
  principal: Principal,
  input: { readonly name: string; readonly scopes: readonly TokenScope[] },
): Promise<PersonalTokenView & { readonly token: string }> {
  requireAccount(principal);
  const token = createOpaqueToken("dbt");
  return store.write(async (tx) => {
    if ((await listPersonalTokens(tx, principal.userId)).length >= MAX_TOKENS) {
      throw new DomainError("invalid_request", `At most ${MAX_TOKENS} tokens; revoke one first.`);
    }
    const row: PersonalTokenRow = {
      id: newId(),
      user_id: principal.userId,
      name: input.name.trim(),
      scopes: JSON.stringify([...new Set(input.scopes)].sort()),
      token_hash: hashOpaqueToken(token),
      created_at: isoAt(now()),
      last_used_at: null,
      revoked_at: null,
    };
    await insertPersonalToken(tx, row);
    return { ...toTokenView(row), token };
  });
}

/** GET /users/me/tokens: the caller's live tokens. */
export async function listTokens({ store }: UseCaseDeps, principal: Principal): Promise<PersonalTokenView[]> {
  requireAccount(principal);
  return (await listPersonalTokens(store, principal.userId)).map(toTokenView);
}

/** DELETE /users/me/tokens/{id}: revokes one; 404 when the caller has no such live token. */
export async function revokeToken(
  { store, now }: UseCaseDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  requireAccount(principal);
  const revoked = await store.write((tx) => revokePersonalToken(tx, principal.userId, id, isoAt(now())));
  if (!revoked) throw new DomainError("token_not_found", `No token ${id}.`);
}
