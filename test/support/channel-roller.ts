import { randomUUID } from "node:crypto";
import { once } from "node:events";
import WebSocket from "ws";
import { channelClient } from "./channel-client.ts";
import type { StartedGame } from "./started-games.ts";

/** An authenticated channel connection to the API at `url`, or undefined once the server is gone. */
async function connect(url: string, authorization: string) {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/v1/ws`);
  socket.on("error", () => {});
  await once(socket, "open");
  const client = channelClient(socket);
  client.send({ type: "auth", authorization });
  await client.next((f) => f.type === "ready");
  return client;
}

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
  const seats = new Map<string, Awaited<ReturnType<typeof connect>>>();
  for (const [participantId, authorization] of game.auth)
    seats.set(participantId, await connect(url, authorization));
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
