import type { Request } from "autocannon";
import { type LoadResult, load } from "./load.ts";

const JSON_HEADERS = { "content-type": "application/json" };

/** Auth and session endpoints under 50 connections, with the no-op liveness route as baseline. */
export async function runApiBench(url: string, seconds: number): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  // A cold process answers its first seconds slower (JIT); the baseline is taken warm.
  await load("warm-up", { url, seconds: 2, requests: [{ path: "/api/v1/health/live" }] });
  results.push(
    await load("baseline: GET /health/live", { url, seconds, requests: [{ path: "/api/v1/health/live" }] }),
  );

  const tokens: string[] = [];
  results.push(
    await load("POST /auth/guest", {
      url,
      seconds,
      requests: [
        {
          method: "POST",
          path: "/api/v1/auth/guest",
          headers: JSON_HEADERS,
          body: JSON.stringify({ display_name: "Bench" }),
          onResponse: (status, body) => {
            if (status === 200) tokens.push(`Guest ${JSON.parse(body).guest_token}`);
          },
        },
      ],
    }),
  );

  const sessions: { id: string; invite_code: string; host: string }[] = [];
  let next = 0;
  const nextToken = () => tokens[next++ % tokens.length] as string;
  const createSession: Request = {
    method: "POST",
    path: "/api/v1/sessions",
    body: JSON.stringify({ max_players: 10 }),
    setupRequest: (req, context) => {
      const host = nextToken();
      (context as { host?: string }).host = host;
      return { ...req, headers: { ...JSON_HEADERS, authorization: host } };
    },
    onResponse: (status, body, context) => {
      if (status === 201) {
        const s = JSON.parse(body);
        sessions.push({ id: s.id, invite_code: s.invite_code, host: (context as { host: string }).host });
      }
    },
  };
  results.push(await load("POST /sessions", { url, seconds, requests: [createSession] }));

  // Each session takes 9 joiners; joiner k goes to session floor(k / 9).
  let k = 0;
  const joins: Request = {
    method: "POST",
    path: "/api/v1/sessions/join",
    setupRequest: (req) => {
      const session = sessions[Math.floor(k / 9) % sessions.length];
      const token = tokens[(k * 7 + 3) % tokens.length] as string;
      k++;
      return {
        ...req,
        headers: { ...JSON_HEADERS, authorization: token },
        body: JSON.stringify({ invite_code: session?.invite_code }),
      };
    },
  };
  results.push(await load("POST /sessions/join", { url, seconds, requests: [joins] }));

  // Hosts read their own sessions (joined ones, so participants lists are realistic).
  const readers = sessions.slice(0, 500).map((s) => ({ path: `/api/v1/sessions/${s.id}`, token: s.host }));
  let r = 0;
  results.push(
    await load("GET /sessions/{id}", {
      url,
      seconds,
      requests: [
        {
          method: "GET",
          setupRequest: (req) => {
            const reader = readers[r++ % readers.length] as { path: string; token: string };
            return { ...req, path: reader.path, headers: { authorization: reader.token } };
          },
        },
      ],
    }),
  );
  return results;
}
