import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../src/config.ts";

/** The widget loads from telegram.org and frames oauth.telegram.org; everything else is this origin. */
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://telegram.org",
  "frame-src https://oauth.telegram.org",
  "connect-src 'self'",
  "img-src 'self' data: https://telegram.org https://t.me",
  "style-src 'unsafe-inline'",
].join("; ");

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Telegram · Dice &amp; board games</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6fa; color: #1d2330; }
  main { max-width: 34rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px #0001; }
  h1 { margin-top: 0; font-size: 1.5rem; }
  input, button { font: inherit; padding: .4rem .7rem; }
  pre { background: #f4f6fa; padding: 1rem; border-radius: 8px; white-space: pre-wrap; }
  [role=alert] { color: #b00020; }
</style>
</head>
<body>
<main>
<h1>🎲 Dice &amp; board games</h1>
${body}
</main>
</body>
</html>
`;
}

function loginPage(botUsername: string): string {
  return page(`<p>Sign in with the Telegram account you play with in chat: it is the same account, and the same seat.</p>
<div id="widget"><script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="${botUsername}" data-size="large" data-onauth="onTelegramAuth(user)" data-request-access="write"></script></div>
<section id="signed-in" hidden>
  <p>Signed in as <b id="name"></b>. Your access token is kept in this tab only.</p>
  <form id="join"><label>Invite code <input name="code" required maxlength="64" autocomplete="off"></label> <button>Join on the web</button></form>
  <pre id="session" hidden></pre>
</section>
<p id="error" role="alert"></p>
<script>
  const $ = (id) => document.getElementById(id);
  const problem = (body) => body.detail || body.title || "Something went wrong.";
  async function onTelegramAuth(user) {
    $("error").textContent = "";
    const res = await fetch("/api/v1/auth/messenger", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(user),
    });
    const body = await res.json();
    if (!res.ok) return void ($("error").textContent = problem(body));
    sessionStorage.setItem("access_token", body.access_token);
    $("name").textContent = [user.first_name, user.last_name].filter(Boolean).join(" ");
    $("widget").hidden = true;
    $("signed-in").hidden = false;
  }
  $("join").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("error").textContent = "";
    const res = await fetch("/api/v1/sessions/join", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: "Bearer " + sessionStorage.getItem("access_token"),
      },
      body: JSON.stringify({ invite_code: event.target.code.value, channel: "web" }),
    });
    const body = await res.json();
    if (!res.ok) return void ($("error").textContent = problem(body));
    const seats = body.participants.map((p) =>
      (p.id === body.participant.id ? "→ " : "  ") + p.display_name + " (" + p.role + ")" +
      (p.presence_messenger ? " · Telegram" : "") + (p.presence_web ? " · web" : ""));
    $("session").textContent = "Session " + body.invite_code + " · " + body.status + "\\n" + seats.join("\\n");
    $("session").hidden = false;
  });
</script>`);
}

const NOT_CONFIGURED = page(
  `<p role="alert">Telegram login is not configured on this server. Set <code>MESSENGER_BOT_USERNAME</code> (and <code>MESSENGER_BOT_TOKEN</code>), or run the bot in the same process.</p>`,
);

/**
 * GET /login: a small page with the Telegram Login Widget that posts the
 * widget's data to POST /api/v1/auth/messenger, then lets the person join a
 * session on the web with the same account they use in chat.
 */
export function loginPageRoutes(config: Pick<Config, "MESSENGER_BOT_USERNAME">): FastifyPluginAsync {
  return async (app) => {
    app.get("/login", { schema: { hide: true } }, async (_request, reply) => {
      const username = config.MESSENGER_BOT_USERNAME;
      return reply
        .status(username ? 200 : 503)
        .header("content-security-policy", CSP)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(username ? loginPage(username) : NOT_CONFIGURED);
    });
  };
}
