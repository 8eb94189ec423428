import { randomInt } from "node:crypto";

const ADJECTIVES = ["Brave", "Clever", "Lucky", "Swift", "Calm", "Bold", "Merry", "Quiet", "Sunny", "Witty"];
const ANIMALS = ["Otter", "Fox", "Owl", "Panda", "Lynx", "Heron", "Badger", "Koala", "Raven", "Tiger"];

/** A friendly name for a guest who did not give one, e.g. "Lucky Otter 42". */
export function pickGuestName(): string {
  return `${ADJECTIVES[randomInt(ADJECTIVES.length)]} ${ANIMALS[randomInt(ANIMALS.length)]} ${randomInt(10, 100)}`;
}
