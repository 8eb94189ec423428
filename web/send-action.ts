import { type Api, ApiError, uuid } from "./api.ts";
import { type ChannelResult, channelOf } from "./channel.ts";
import { freshEntropy, rememberEntropy } from "./sent-entropy.ts";
import type { GameState } from "./types.ts";

/** The game an `act` result answers, or the refusal it carries, as the REST route would throw it. */
function stateOf({ status, body }: ChannelResult): GameState {
  if (status === 200) return (body as { state: GameState }).state;
  throw new ApiError(status, String(body.code ?? "internal_error"), String(body.detail ?? ""));
}

/**
 * Applies a move: over the page's channel when it is ready, else (or when
 * the socket drops before answering) POST /games/{id}/actions. Both carry the
 * same action id, idempotency key and entropy, so a move retried over REST is
 * answered, never applied twice. A 401 over the channel (an expired token)
 * goes over REST too, which refreshes the credential the channel then takes.
 * The entropy of an applied move is remembered for /play/verify/{id}.
 */
export async function sendAction(
  api: Api,
  gameId: string,
  action_type: string,
  payload: Record<string, unknown>,
): Promise<GameState> {
  const move = { action_id: uuid(), action_type, payload, entropy: freshEntropy() };
  const key = uuid();
  const channel = channelOf(api);
  const result = channel.ready()
    ? await channel.request({ type: "act", game_id: gameId, ...move, idempotency_key: key }).catch(() => null)
    : null;
  const state =
    result && result.status !== 401
      ? stateOf(result)
      : (
          await api.call<{ state: GameState }>("POST", `/games/${gameId}/actions`, move, {
            "idempotency-key": key,
          })
        ).state;
  if (result?.status === 401) channel.reauthorize();
  rememberEntropy(gameId, move.entropy);
  return state;
}
