import type { Words } from "../i18n/words.ts";

/**
 * Each message some words read, by its id in locales/<tag>/games/, with the
 * variables it takes: the completeness test holds every language's files to it.
 */
export type MessageSpec = Readonly<Record<string, readonly string[]>>;

/** The variables of a message that takes `V`: none, or each of them by name. */
type ArgsOf<V extends readonly string[]> = V extends readonly []
  ? []
  : [Readonly<Record<V[number], string | number>>];

/** One message of `M` in the words' language, its variables filled in. */
export interface Say<M extends MessageSpec> {
  <I extends keyof M & string>(id: I, ...args: ArgsOf<M[I]>): string;
  /** Items as the language lists them ("X, empty, O"). */
  list(items: readonly (string | number)[]): string;
}

/**
 * A game's words in any language: the files they read (under locales/<tag>/,
 * without .ftl), the messages, and how one language's words become the
 * object the game's drawer, chat face and web board take. A game module
 * cannot compile without one (game-module.ts).
 */
export interface GameWords<W> {
  readonly parts: readonly string[];
  readonly messages: MessageSpec;
  /** The words in the language of `words` (a catalog over the games' files). */
  of(words: Words): W;
}

/** The file every game's words also read: `list` takes its separator from there. */
const KIT_PART = "games/kit";
/** The message that separates listed items, in kit.ftl. */
const SEPARATOR = "kit-separator";

/** Typed access to one file's messages: `build` names each message of `messages`, with its variables. */
export function gameWords<const M extends MessageSpec, W>(
  part: string,
  messages: M,
  build: (say: Say<M>) => W,
): GameWords<W> {
  return {
    parts: [...new Set([part, KIT_PART])],
    messages,
    of(words) {
      const say = Object.assign(
        (id: string, args?: Readonly<Record<string, string | number>>) => words.t(id, args),
        { list: (items: readonly (string | number)[]) => items.join(words.t(SEPARATOR)) },
      );
      return build(say as Say<M>);
    },
  };
}

/** A game's own words beside a kit's (the dice, the 24-point board): both files, one object. */
export function withKit<K, W>(kit: GameWords<K>, own: GameWords<W>): GameWords<K & W> {
  return {
    parts: [...new Set([...kit.parts, ...own.parts])],
    messages: { ...kit.messages, ...own.messages },
    of: (words) => ({ ...kit.of(words), ...own.of(words) }),
  };
}
