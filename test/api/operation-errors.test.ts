import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { OPERATION_ERRORS } from "../../api/operation-errors.ts";
import { playToEnd, seatPlayers, startGame } from "../support/play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

type Responses = Record<string, { content?: Record<string, { schema?: { allOf?: unknown[] } }> }>;
type Doc = { paths: Record<string, Record<string, { responses: Responses }>> };

const PREFIX = "/api/v1";
const NOBODY = "00000000-0000-4000-8000-000000000000";
/** Codes the driven paths do not reach: each needs a setup of its own (a Telegram login without a bot token or with an old auth_date, a roll-phase refusal in pig or yacht), and other tests cover them. */
const UNREACHED = new Set(["messenger_auth_expired", "messenger_login_unavailable", "invalid_phase"]);

/** The codes the served document lists for one operation and status. */
function documented(doc: Doc, method: string, path: string, status: number): string[] {
  const schema = doc.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.[
    "application/problem+json"
  ]?.schema as { allOf?: { properties?: { code?: { enum?: string[] } } }[] } | undefined;
  return schema?.allOf?.[1]?.properties?.code?.enum ?? [];
}

test("every operation is in the table, and each problem status lists only codes it can answer", async (t) => {
  const { app } = await createTestApp(t);
  const doc = json<Doc>(await app.inject({ method: "GET", url: `${PREFIX}/openapi.json` }));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const key = `${method.toUpperCase()} ${path.slice(PREFIX.length)}`;
      assert.ok(OPERATION_ERRORS[key], `${key} is in OPERATION_ERRORS`);
      for (const status of Object.keys(op.responses).filter((s) => Number(s) >= 400)) {
        if (!op.responses[status]?.content?.["application/problem+json"]) continue;
        assert.ok(documented(doc, method, path, Number(status)).length > 0, `${key} ${status} lists codes`);
      }
    }
  }
  assert.deepEqual(documented(doc, "GET", `${PREFIX}/games/{game_id}/state`, 404), ["game_not_found"]);
  assert.deepEqual(documented(doc, "POST", `${PREFIX}/sessions/join`, 409), [
    "session_full",
    "session_closed",
  ]);
  assert.equal(doc.paths[`${PREFIX}/games/{game_id}/audit`]?.get?.responses["409"], undefined);
});

test("every error code a route answers on its error paths is documented for that operation", async (t) => {
  const { app, core, clock, config: harnessConfig } = await createTestApp(t);
  const seen: { key: string; path: string; method: string; status: number; code: string }[] = [];
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.routeOptions.url?.replace(/:(\w+)/g, "{$1}");
    if (reply.statusCode >= 400 && path && typeof payload === "string") {
      const { code } = JSON.parse(payload) as { code: string };
      seen.push({
        key: `${request.method} ${path}`,
        path,
        method: request.method,
        status: reply.statusCode,
        code,
      });
    }
    return payload;
  });
  const post = (auth: string, url: string, body?: unknown, headers?: Record<string, string>) =>
    call(app, auth, "POST", url, body, headers);
  const get = (auth: string, url: string) => call(app, auth, "GET", url);
  const raw = (url: string, payload: string, contentType: string) =>
    app.inject({ method: "POST", url: `${PREFIX}${url}`, payload, headers: { "content-type": contentType } });

  // Authentication and the shared layers.
  await raw("/auth/guest", "{", "application/json");
  await raw("/auth/guest", "<guest/>", "application/xml");
  await raw("/auth/guest", JSON.stringify({ display_name: "x".repeat(70_000) }), "application/json");
  await app.inject({ method: "POST", url: `${PREFIX}/sessions` });
  await post("Bearer nope", "/sessions");
  const account = { email: "ann@example.com", password: "correct horse battery" };
  await app.inject({ method: "POST", url: `${PREFIX}/auth/register`, payload: account });
  await app.inject({ method: "POST", url: `${PREFIX}/auth/register`, payload: account });
  const pair = json<{ refresh_token: string }>(
    await app.inject({ method: "POST", url: `${PREFIX}/auth/login`, payload: account }),
  );
  for (let i = 0; i < 2; i++)
    await app.inject({
      method: "POST",
      url: `${PREFIX}/auth/refresh`,
      payload: { refresh_token: pair.refresh_token },
    });
  await app.inject({ method: "POST", url: `${PREFIX}/auth/register`, payload: { email: "x" } });
  for (let i = 0; i < 6; i++)
    await app.inject({
      method: "POST",
      url: `${PREFIX}/auth/login`,
      payload: { ...account, password: "wrong" },
    });
  await app.inject({ method: "POST", url: `${PREFIX}/auth/refresh`, payload: { refresh_token: "nope" } });
  await app.inject({
    method: "POST",
    url: `${PREFIX}/auth/messenger`,
    payload: { init_data: "user=1&hash=0" },
  });

  // Sessions.
  const table = await seatPlayers(app, 2, { max_players: 2 });
  const [host, player] = table.players as [string, string];
  const outsider = await guest(app, "Eve");
  await post(outsider, "/sessions/join", { invite_code: "ZZZZZZZZ" });
  await post(outsider, "/sessions/join", { invite_code: table.inviteCode });
  await get(host, `/sessions/${NOBODY}`);
  await get(outsider, `/sessions/${table.sessionId}`);
  await get(host, "/sessions/not-a-uuid");
  await post(player, `/sessions/${table.sessionId}/close`);
  await post(host, `/sessions/${table.sessionId}/resume`);
  await post(host, `/sessions/${table.sessionId}/leave`);
  await post(outsider, `/sessions/${table.sessionId}/leave`);
  await post(player, `/sessions/${table.sessionId}/games`, { plugin_id: "pig" });
  await post(host, `/sessions/${table.sessionId}/games`, { plugin_id: "chess" });
  const alone = await seatPlayers(app, 1);
  await post(alone.players[0] as string, `/sessions/${alone.sessionId}/games`, { plugin_id: "yacht" });
  await post(alone.players[0] as string, `/sessions/${alone.sessionId}/close`);
  const crowd = await seatPlayers(app, 3);
  await post(crowd.players[0] as string, `/sessions/${crowd.sessionId}/games`, { plugin_id: "tic-tac-toe" });
  await post(outsider, "/sessions/join", { invite_code: alone.inviteCode });
  const removeComputer = (auth: string, sessionId: string, participantId: string) =>
    call(app, auth, "DELETE", `/sessions/${sessionId}/computer-players/${participantId}`);
  await removeComputer(host, table.sessionId, NOBODY);
  await removeComputer(outsider, table.sessionId, NOBODY);
  await removeComputer(host, NOBODY, NOBODY);

  // Games.
  const game = await startGame(app, "tic-tac-toe", 2, { max_players: 3 });
  const [ann, bob] = game.players as [string, string];
  const spectator = await guest(app, "Spectator");
  await post(spectator, "/sessions/join", { invite_code: game.inviteCode });
  const act = (auth: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    post(auth, `/games/${game.gameId}/actions`, { action_id: randomUUID(), ...body }, headers);
  await post(ann, `/sessions/${game.sessionId}/games`, { plugin_id: "pig" });
  await post(bob, `/sessions/${game.sessionId}/leave`);
  await act(bob, { action_type: "choose_cell", payload: { cell: 0 } });
  await act(ann, { action_type: "choose_cell", payload: { cell: 99 } });
  await act(ann, { action_type: "roll_dice", payload: {} });
  await act(spectator, { action_type: "choose_cell", payload: { cell: 0 } });
  const reused = randomUUID();
  await act(ann, { action_id: reused, action_type: "choose_cell", payload: { cell: 0 } });
  await act(ann, { action_id: reused, action_type: "choose_cell", payload: { cell: 1 } });
  const key = { "idempotency-key": randomUUID() };
  await act(bob, { action_type: "choose_cell", payload: { cell: 1 } }, key);
  await act(bob, { action_type: "choose_cell", payload: { cell: 2 } }, key);
  await post(ann, `/sessions/${game.sessionId}/pause`);
  await act(ann, { action_type: "choose_cell", payload: { cell: 4 } });
  await post(ann, `/sessions/${game.sessionId}/resume`);
  await get(ann, `/games/${NOBODY}/state`);
  await get(outsider, `/games/${game.gameId}/state`);
  await get(outsider, `/games/${game.gameId}/audit`);
  await get(ann, `/games/${NOBODY}/audit`);
  await get(outsider, `/media/render/${game.gameId}`);
  await get(ann, `/media/render/${NOBODY}`);
  await app.inject({ method: "GET", url: `${PREFIX}/media/render/${game.gameId}?expires=1&sig=x` });
  await post(outsider, `/sessions/${game.sessionId}/events/ticket`);
  await post(ann, `/sessions/${NOBODY}/events/ticket`);
  await get(outsider, `/sessions/${game.sessionId}/events`);
  await app.inject({ method: "GET", url: `${PREFIX}/sessions/${game.sessionId}/events?ticket=a.b` });
  await get(ann, `/games/${game.gameId}/replay`);
  await get(ann, `/games/${NOBODY}/replay`);
  await post(ann, `/games/${game.gameId}/rematch`);
  await post(ann, `/games/${NOBODY}/rematch`);
  await get(ann, "/leaderboards/chess");
  await get(ann, "/users/me/games?before=nonsense");
  await playToEnd(app, { ...game, players: [ann, bob] }, game.gameId);
  await act(ann, { action_type: "choose_cell", payload: { cell: 8 } });
  await post(spectator, `/games/${game.gameId}/rematch`);
  await post(outsider, `/games/${game.gameId}/rematch`);

  // Tournaments.
  await post(ann, "/tournaments", { plugin_id: "chess", format: "swiss" });
  const cup = json<{ id: string }>(
    await post(ann, "/tournaments", { plugin_id: "tic-tac-toe", format: "swiss" }),
  );
  await get(ann, `/tournaments/${NOBODY}`);
  for (const verb of ["join", "leave", "start", "cancel"]) await post(ann, `/tournaments/${NOBODY}/${verb}`);
  await post(bob, `/tournaments/${cup.id}/start`);
  await post(ann, `/tournaments/${cup.id}/start`);
  for (const auth of [ann, bob]) await post(auth, `/tournaments/${cup.id}/join`);
  await post(ann, `/tournaments/${cup.id}/start`);
  await post(ann, `/tournaments/${cup.id}/start`);
  await post(outsider, `/tournaments/${cup.id}/join`);
  await post(bob, `/tournaments/${cup.id}/leave`);
  await post(bob, `/tournaments/${cup.id}/cancel`);
  await post(ann, `/tournaments/${cup.id}/cancel`);
  await post(ann, `/tournaments/${cup.id}/cancel`);

  // Quick play.
  await post(ann, "/matchmaking", { plugin_id: "chess" });
  const ticket = json<{ ticket_id: string }>(await post(ann, "/matchmaking", { plugin_id: "pig" }));
  await post(ann, "/matchmaking", { plugin_id: "pig" });
  await get(bob, `/matchmaking/${ticket.ticket_id}`);
  await call(app, bob, "DELETE", `/matchmaking/${ticket.ticket_id}`);
  await post(bob, "/matchmaking", { plugin_id: "pig" });
  await core.matchmaking.matchWaiting();
  await call(app, ann, "DELETE", `/matchmaking/${ticket.ticket_id}`);

  // Personal tokens.
  const { token } = json<{ token: string }>(
    await post(ann, "/users/me/tokens", { name: "bot", scopes: ["read"] }),
  );
  await post(`Token ${token}`, "/users/me/tokens", { name: "bot", scopes: ["read"] });
  await get(`Token ${token}`, "/users/me/tokens");
  await get(`Token ${token}`, "/users/me/export");
  await call(app, `Token ${token}`, "DELETE", "/users/me");
  await call(app, `Token ${token}`, "DELETE", `/users/me/tokens/${NOBODY}`);
  await call(app, ann, "DELETE", `/users/me/tokens/${NOBODY}`);
  for (let i = 0; i < 20; i++) await post(ann, "/users/me/tokens", { name: `bot ${i}`, scopes: ["play"] });

  // Clocks and vacation.
  const reclaim = (auth: string, gameId: string) => post(auth, `/games/${gameId}/reclaim`);
  await reclaim(ann, NOBODY);
  await reclaim(outsider, game.gameId);
  await reclaim(spectator, game.gameId);
  await reclaim(ann, game.gameId);
  await post(host, "/sessions", { on_timeout: "forfeit" });

  // Public tables and the lobby.
  await post(host, "/sessions", { visibility: "public" });
  await post(host, "/sessions", { visibility: "public", plugin_id: "chess" });
  await get(host, "/lobby?plugin_id=chess");
  await get(host, "/lobby?cursor=nonsense");
  await get(host, "/tv?plugin_id=chess");
  await get(host, "/tv?plugin_id=yacht");
  const stranger = outsider;
  const strangerId = json<{ user_id: string }>(await get(stranger, "/users/me")).user_id;
  await post(stranger, "/users/me/blocks", { user_id: strangerId });
  await post(stranger, "/users/me/blocks", { user_id: NOBODY });
  await call(app, stranger, "DELETE", `/users/me/blocks/${NOBODY}`);
  const publicTable = json<{ id: string; invite_code: string; participants: { id: string }[] }>(
    await post(stranger, "/sessions", { visibility: "public", plugin_id: "pig" }),
  );
  const blocker = spectator;
  await post(blocker, "/users/me/blocks", { user_id: strangerId });
  await post(blocker, "/sessions/join", { invite_code: publicTable.invite_code });
  const remove = (auth: string, sessionId: string, participantId: string) =>
    call(app, auth, "DELETE", `/sessions/${sessionId}/participants/${participantId}`);
  await remove(stranger, publicTable.id, NOBODY);
  await remove(stranger, publicTable.id, publicTable.participants[0]?.id as string);
  for (let i = 0; i <= harnessConfig.TABLES_PER_HOUR_MAX; i++) await post(stranger, "/sessions");
  await post(host, `/sessions/${table.sessionId}/games`, { plugin_id: "pig", on_timeout: "forfeit" });
  const lost = await startGame(app, "pig", 3, {
    time_control: { kind: "move", seconds: 30 },
    on_timeout: "forfeit",
  });
  clock.advance(30_000);
  await core.clocks.expireDueTurns();
  await post(lost.players[0] as string, `/games/${lost.gameId}/actions`, {
    action_id: randomUUID(),
    action_type: "roll_dice",
  });
  const days = (n: number) => new Date(clock.now() + n * 86_400_000).toISOString();
  const vacation = (until: string) => call(app, bob, "PUT", "/users/me/vacation", { until });
  await vacation("2020-01-01T00:00:00Z");
  await vacation(days(20));
  for (const n of [14, 14, 3]) {
    await vacation(days(n));
    clock.advance(n * 86_400_000 + 1000);
  }
  await call(app, bob, "GET", "/users/me/vacation");
  await call(app, bob, "DELETE", "/users/me/vacation");
  await call(app, await guest(app), "PATCH", "/users/me", { language: "fr" });

  const doc = json<Doc>(await app.inject({ method: "GET", url: `${PREFIX}/openapi.json` }));
  const undocumented = seen
    .filter((s) => !documented(doc, s.method, s.path, s.status).includes(s.code))
    .map((s) => `${s.key} ${s.status} ${s.code}`);
  assert.deepEqual([...new Set(undocumented)], []);
  // The paths above must keep reaching these codes, or the check above proves less than it says.
  const codes = new Set(seen.map((s) => s.code));
  const expected = Object.values(OPERATION_ERRORS)
    .flat()
    .filter((c) => !UNREACHED.has(c));
  assert.deepEqual(
    expected.filter((c) => !codes.has(c)),
    [],
  );
});
