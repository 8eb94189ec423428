import { randomUUID } from "node:crypto";
import type { StartedGame } from "./started-games.ts";

async function post(url: string, path: string, auth: string, body: unknown) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: auth },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { state?: { turn?: { participant_id: string } } },
  };
}

/** Pig rolls by whoever's turn it is until the server goes away (a kill); each answered roll's action id goes in `acknowledged`. */
export async function rollUntilGone(
  url: string,
  game: StartedGame,
  acknowledged: Set<string>,
): Promise<void> {
  for (;;) {
    const actionId = randomUUID();
    const answer = await post(url, `/games/${game.id}/actions`, game.auth.get(game.mover) as string, {
      action_id: actionId,
      action_type: "roll_dice",
    }).catch(() => undefined);
    if (!answer) return;
    if (answer.status !== 200) continue;
    acknowledged.add(actionId);
    game.mover = answer.body.state?.turn?.participant_id ?? game.mover;
  }
}
