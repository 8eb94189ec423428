import { createHmac } from "node:crypto";
import { TEST_BOT_TOKEN } from "./test-app.ts";

/** Mini App init data signed as Telegram signs it for the test bot's token. */
export function signInitData(params: Record<string, string>): string {
  const check = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("\n");
  const secret = createHmac("sha256", "WebAppData").update(TEST_BOT_TOKEN).digest();
  const hash = createHmac("sha256", secret).update(check).digest("hex");
  return new URLSearchParams({ ...params, hash }).toString();
}
