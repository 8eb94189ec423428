import type { BoardTarget } from "../../src/messenger/board-message.ts";
import type { Language } from "../i18n.ts";

/** One chat's game message to bring up to date, and the language it speaks. */
export interface GameMessageTarget extends BoardTarget {
  readonly language: Language;
}
