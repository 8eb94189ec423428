import type { StateDocument } from "../games/registry.ts";

/**
 * How many people watch a session's game live without a seat at it
 * (`seated`: its seated participant ids), on every process: the live hubs
 * count them (src/live/).
 */
export type SpectatorCount = (sessionId: string, seated: ReadonlySet<string>) => Promise<number>;

/** Nobody watches: a core whose process serves no live streams. */
export const NO_SPECTATORS: SpectatorCount = async () => 0;

/** The document with the spectators watching its game now (the same object when the count has not changed). */
export async function withSpectators(doc: StateDocument, count: SpectatorCount): Promise<StateDocument> {
  const spectators = await count(doc.session_id, new Set(doc.players.map((p) => p.participant_id)));
  return spectators === doc.spectators ? doc : { ...doc, spectators };
}
