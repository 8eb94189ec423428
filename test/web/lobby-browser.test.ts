import assert from "node:assert/strict";
import { test } from "node:test";
import { browserPair, signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { createTestApp } from "../support/test-app.ts";

test("a public table opened in one browser appears live in another's lobby, which joins from it; the host removes the joiner, who then blocks the host and takes it back, by Undo and from the list of blocked players", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const { origin, ann, bob, errors } = await browserPair(t, app);
  for (const page of [ann, bob]) page.on("dialog", (dialog) => void dialog.accept());

  await bob.goto(`${origin}/play`);
  await signInAsGuest(bob, "Bob");
  await bob.waitForSelector('ul[data-tables="0"]', { state: "attached" });

  await ann.goto(`${origin}/play`);
  await signInAsGuest(ann, "Ann");
  await ann.selectOption('select[name="public_plugin"]', "tic-tac-toe");
  await ann.click("[data-open-public]");
  await ann.waitForURL(/\/play\/s\/[0-9a-f-]{36}$/);
  const sessionId = ann.url().split("/").pop() as string;

  // Bob's lobby shows Ann's table without a reload, and his Join button names it.
  const join = bob.getByRole("button", { name: "Join Ann's table, Tic-tac-toe" });
  await join.waitFor();
  assert.equal(await bob.locator(`li[data-table="${sessionId}"]`).count(), 1);
  await join.press("Enter");
  await bob.waitForURL(`${origin}/play/s/${sessionId}`);
  await bob.waitForSelector('[data-connection="live"]');

  // The host removes Bob from the waiting table.
  await ann.getByRole("button", { name: "Remove Bob" }).click();
  await ann.locator('.people li:has-text("Bob")').waitFor({ state: "detached" });

  // Back in the lobby, Bob blocks Ann: her table goes at once, and comes back on Undo.
  await bob.goto(`${origin}/play`);
  const table = bob.locator(`li[data-table="${sessionId}"]`);
  await table.waitFor();
  await bob.getByRole("button", { name: "Block Ann" }).click();
  await table.waitFor({ state: "detached" });
  await bob.getByRole("status").getByText("You blocked Ann.").waitFor();
  await bob.getByRole("button", { name: "Undo" }).click();
  await table.waitFor();
  // Blocked again, Ann is in Bob's list of blocked players, and Unblock there brings her table back.
  await bob.getByRole("button", { name: "Block Ann" }).click();
  await table.waitFor({ state: "detached" });
  await bob.getByText("One player you blocked").click();
  await bob.getByRole("button", { name: "Unblock Ann" }).click();
  await table.waitFor();
  await bob.locator("details.blocked-players").waitFor({ state: "detached" });
  assert.deepEqual(errors.flat(), []);
});
