import { type Api, ApiError, uuid } from "./api.ts";
import { type ChannelResult, channelOf } from "./channel.ts";
import type { GameState } from "./types.ts";

/** The game an `act` result answers, or the refusal it carries, as the REST route would throw it. */
function stateOf({ status, body }: ChannelResult): GameState {
  if (status === 200) return (body as { state: GameState }).state;
  throw new ApiError(status, String(body.code ?? "internal_error"), String(body.detail ?? ""));
}

/**
 * Applies a move: over the page's channel when it is ready, else (or when
 * the socket drops before answering) POST /games/{id}/actions. Both carry the
 * same action id and idempotency key, so a move retried over REST is
 * answered, never applied twice. A 401 over the channel (an expired token)
 * goes over REST too, which refreshes the credential the channel then takes.
 */
export async function sendAction(
  api: Api,
  gameId: string,
  action_type: string,
  payload: Record<string, unknown>,
): Promise<GameState> {
  const move = { action_id: uuid(), action_type, payload };
  const key = uuid();
  const channel = channelOf(api);
  const result = channel.ready()
    ? await channel.request({ type: "act", game_id: gameId, ...move, idempotency_key: key }).catch(() => null)
    : null;
  if (result && result.status !== 401) return stateOf(result);
  const answer = await api.call<{ state: GameState }>("POST", `/games/${gameId}/actions`, move, {
    "idempotency-key": key,
  });
  if (result) channel.reauthorize();
  return answer.state;
}
