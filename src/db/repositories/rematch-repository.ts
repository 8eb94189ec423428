import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";

const byGame = prepare((db, p: Params<{ gameId: string }>) =>
  db.selectFrom("rematches").select("rematch_game_id").where("game_id", "=", p.gameId),
);
const claim = prepare((db, p: Params<{ gameId: string; rematchId: string; at: string }>) =>
  db
    .insertInto("rematches")
    .values({ game_id: p.gameId, rematch_game_id: p.rematchId, created_at: p.at })
    .onConflict((oc) => oc.column("game_id").doNothing()),
);

/** The id of a game's rematch, if one was started. */
export async function findRematchId(r: Reader, gameId: string): Promise<string | undefined> {
  return (await r.first(byGame, { gameId }))?.rematch_game_id;
}

/** Claims a game's one rematch; false when another unit claimed it first. */
export async function claimRematch(
  tx: WriteTx,
  row: { gameId: string; rematchId: string; at: string },
): Promise<boolean> {
  return (await tx.run(claim, row)) === 1;
}
