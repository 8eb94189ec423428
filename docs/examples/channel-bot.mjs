// A bot for the WebSocket channel (docs/bots.md): Node 22 or later, no packages. It plays every
// turn it gets in one session until the game ends, picking at random from the allowed actions.
// CHANNEL_URL=ws://localhost:3000/api/v1/ws BOT_TOKEN=dbt_… SESSION_ID=… node channel-bot.mjs
const { CHANNEL_URL, BOT_TOKEN, SESSION_ID } = process.env;
const pick = (list) => list[Math.floor(Math.random() * list.length)];
let socket;
let lastEventId; // the newest event id seen: a new connection resumes after it
let movedAt = -1; // the game version this bot last moved at: one move per version
let pending = null; // the act sent and not yet answered: sent again, unchanged, on a new connection
let done = false;
const send = (message) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));

function onEvent({ id, event, data: { you, state } }) {
  lastEventId = id ?? lastEventId;
  if (event === "game_over") return stop();
  if (!state || state.turn?.participant_id !== you || state.version <= movedAt) return;
  const action = pick(state.allowed_actions);
  if (!action) return;
  movedAt = state.version;
  pending = {
    type: "act",
    ref: `move-${state.version}`,
    game_id: state.game_id,
    action_id: crypto.randomUUID(),
    action_type: action.action_type,
    payload: pick(action.payloads),
    expected_version: state.version,
  };
  send(pending);
}

function onMessage(message) {
  const answersMove = pending !== null && message.ref === pending.ref;
  if (message.type === "event") onEvent(message);
  else if (message.type === "ready") {
    send({ type: "subscribe", ref: "subscribe", session_id: SESSION_ID, last_event_id: lastEventId });
    if (pending) send(pending);
  } else if (answersMove && message.status === 429) {
    setTimeout(() => send(pending), message.retry_after * 1000);
  } else {
    if (answersMove) pending = null;
    if (message.status >= 400) console.error(message.status, message.body.code, message.body.detail);
    if (message.status === 401 || (message.ref === "subscribe" && message.status >= 400)) stop();
  }
}

function stop() {
  done = true;
  socket.close();
}

function connect() {
  socket = new WebSocket(CHANNEL_URL);
  socket.onopen = () => send({ type: "auth", authorization: `Token ${BOT_TOKEN}` });
  socket.onmessage = ({ data }) => onMessage(JSON.parse(data));
  socket.onclose = () => done || setTimeout(connect, 1000);
}

connect();
