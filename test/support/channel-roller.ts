import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { type ChannelClient, connectChannelAt } from "./channel-client.ts";
import type { StartedGame } from "./started-games.ts";

/**
 * Pig rolls over the channel by whoever's turn it is, one connection per
 * seat, until the server goes away (a kill); each roll answered 200 goes in
 * `acknowledged`.
 */
export async function rollOverChannelUntilGone(
  url: string,
  game: StartedGame,
  acknowledged: Set<string>,
): Promise<void> {
  const seats = new Map<string, ChannelClient>();
  for (const [participantId, authorization] of game.auth)
    seats.set(participantId, await connectChannelAt(url, authorization));
  try {
    for (;;) {
      const client = seats.get(game.mover);
      if (!client || client.socket.readyState !== WebSocket.OPEN) return;
      const actionId = randomUUID();
      const answer = await Promise.race([
        client.request({ type: "act", game_id: game.id, action_id: actionId, action_type: "roll_dice" }),
        client.closed.then(() => undefined),
      ]);
      if (!answer) return;
      if (answer.status !== 200) continue;
      acknowledged.add(actionId);
      const state = answer.body.state as { turn?: { participant_id: string } } | undefined;
      game.mover = state?.turn?.participant_id ?? game.mover;
    }
  } finally {
    for (const client of seats.values()) client.socket.terminate();
  }
}
