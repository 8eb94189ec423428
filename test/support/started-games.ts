const JSON_HEADERS = { "content-type": "application/json" };

/** A started game as a client sees it: whose turn, and how to act for each seat. */
export interface StartedGame {
  readonly id: string;
  readonly sessionId: string;
  /** Authorization per participant id. */
  readonly auth: Map<string, string>;
  mover: string;
  host: string;
}

async function post<T>(url: string, path: string, body: unknown, auth?: string): Promise<T> {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: "POST",
    headers: { ...JSON_HEADERS, ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<T>;
}

/** Seats two guests per session through the API at `url` and starts `count` games of `pluginId`. */
export async function startTwoPlayerGames(
  url: string,
  count: number,
  pluginId = "pig",
): Promise<StartedGame[]> {
  const games: StartedGame[] = [];
  for (let i = 0; i < count; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, async () => {
        const guest = async () =>
          `Guest ${(await post<{ guest_token: string }>(url, "/auth/guest", {})).guest_token}`;
        const host = await guest();
        const other = await guest();
        const session = await post<{ id: string; invite_code: string; participants: { id: string }[] }>(
          url,
          "/sessions",
          {},
          host,
        );
        const joined = await post<{ participant: { id: string } }>(
          url,
          "/sessions/join",
          { invite_code: session.invite_code },
          other,
        );
        const game = await post<{ id: string }>(
          url,
          `/sessions/${session.id}/games`,
          { plugin_id: pluginId },
          host,
        );
        const hostId = session.participants[0]?.id as string;
        return {
          id: game.id,
          sessionId: session.id,
          auth: new Map([
            [hostId, host],
            [joined.participant.id, other],
          ]),
          mover: hostId,
          host,
        };
      }),
    );
    games.push(...batch);
  }
  return games;
}
