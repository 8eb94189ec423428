/** Personal access tokens as the API shows them: one schema each, with the scopes' one list. */
import { type Static, Type } from "typebox";
import { literalUnion } from "./literals.ts";

/** play: move, join, start and leave games; read: read what the account may see. */
export const TOKEN_SCOPES = ["play", "read"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TokenScopeDocument = literalUnion(TOKEN_SCOPES, {
  description: "play: moves, joins, starts, leaves and quick play; read: every GET the account may make.",
});

export const PersonalTokenDocument = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    name: Type.String(),
    scopes: Type.Array(TokenScopeDocument),
    created_at: Type.String({ format: "date-time" }),
    last_used_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()], {
      description: "Kept to the hour.",
    }),
  },
  { $id: "PersonalToken" },
);
export type PersonalTokenView = Static<typeof PersonalTokenDocument>;

export const CreateTokenRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64, pattern: "\\S" }),
  scopes: Type.Array(TokenScopeDocument, { minItems: 1, maxItems: 2, uniqueItems: true }),
});
