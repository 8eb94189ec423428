import { randomUUID } from "node:crypto";
import { call } from "../support/test-app.ts";

/** Posts a game action with a fresh action_id (unless the body carries one). */
export const act = (
  app: Parameters<typeof call>[0],
  auth: string,
  gameId: string,
  body: object,
  headers = {},
) => call(app, auth, "POST", `/games/${gameId}/actions`, { action_id: randomUUID(), ...body }, headers);
