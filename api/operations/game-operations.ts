import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { actionRequestFields } from "../../src/documents/channel-messages.ts";
import { ACTION_TYPES } from "../../src/games/registry.ts";
import { AUTHENTICATED, GameIdParams } from "../schemas.ts";
import { type Operation, problemAnswer } from "./operation.ts";

type ActionInput = Parameters<Core["games"]["act"]>[2];
type StateDocument = Awaited<ReturnType<Core["games"]["state"]>>;

export interface MoveInput {
  readonly game_id: string;
  readonly action: ActionInput;
  readonly idempotency_key?: string | undefined;
  /** Only the channel sends it; REST has no such field. */
  readonly expected_version?: number | undefined;
}

export interface MoveBody {
  readonly applied: true;
  readonly version: number;
  readonly state: StateDocument;
}

const StateSchema = {
  tags: ["games"],
  summary: "The game state as the caller sees it (participants, and anyone signed in for a public session)",
  description:
    "The state document for this caller: the board, whose turn it is, the actions the caller may take now, and how many watch without a seat. Anyone signed in may read a public session's games as a participant without a seat does (no allowed actions, no hidden value); a private session's outsider is 403 not_participant.",
  security: AUTHENTICATED,
  params: GameIdParams,
  response: { 200: Type.Ref("StateDocument"), ...problems(400, 401, 403, 404) },
};

const MoveSchema = {
  tags: ["games"],
  summary: "Apply a game action (exactly once)",
  description:
    "A retry with the same Idempotency-Key and body returns the stored status and body with `Idempotent-Replayed: true`; the same key with another body is 422. A repeated action_id returns its original outcome and applies nothing. Rejections are 409 problem+json with the rule's code (not_your_turn, invalid_phase, invalid_action, invalid_payload, game_over, game_paused) and are recorded in the audit log.",
  security: AUTHENTICATED,
  params: GameIdParams,
  headers: Type.Object({
    "idempotency-key": Type.Optional(
      Type.String({
        format: "uuid",
        description:
          "Makes a retry safe: the same key and body from the same caller replays the stored answer.",
      }),
    ),
  }),
  body: Type.Object(actionRequestFields(ACTION_TYPES)),
  response: {
    200: Type.Object(
      {
        applied: Type.Literal(true),
        version: Type.Integer(),
        state: Type.Ref("StateDocument"),
      },
      {
        headers: {
          "Idempotent-Replayed": {
            type: "string",
            enum: ["true"],
            description:
              "Present when this is the stored answer to an earlier request with the same Idempotency-Key.",
          },
        },
      },
    ),
    ...problems(400, 401, 403, 404, 409, 422),
  },
};

/** POST /games/{id}/actions, as REST and the channel's `act` both run it. */
export const moveOperation = {
  scope: "play",
  limit: "writes",
  schema: MoveSchema,
  async run(core, principal, input) {
    const { outcome, replayed } = await core.games.act(principal, input.game_id, input.action, {
      channel: "web",
      idempotencyKey: input.idempotency_key,
      expectedVersion: input.expected_version,
    });
    if (!outcome.ok) return problemAnswer(outcome.code, outcome.detail, replayed);
    const body = { applied: true as const, version: outcome.version, state: outcome.state };
    return { status: 200, body, ...(replayed ? { replayed } : {}) };
  },
} satisfies Operation<MoveInput, MoveBody>;

/** GET /games/{id}/state, as REST and the channel's `state` both run it. */
export const stateOperation = {
  scope: "read",
  schema: StateSchema,
  async run(core, principal, { game_id }) {
    return { status: 200, body: await core.games.state(principal, game_id) };
  },
} satisfies Operation<{ readonly game_id: string }, StateDocument>;
