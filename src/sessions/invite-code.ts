import { randomInt } from "node:crypto";

/** 31 symbols: digits and capitals without 0/O, 1/I/L, so codes survive being read aloud. */
export const INVITE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const INVITE_LENGTH = 8;

/** A fresh invite code (~39.6 bits from a CSPRNG); safe in a Telegram `?start=` deep link. */
export function createInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** A fresh code that `isTaken` does not know yet (codes carry ~40 bits, so a retry is rare). */
export async function unusedInviteCode(isTaken: (code: string) => Promise<unknown>): Promise<string> {
  let code = createInviteCode();
  while (await isTaken(code)) code = createInviteCode();
  return code;
}

/** Accepts codes as people type them: any case, with spaces or dashes. */
export function normaliseInviteCode(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}
