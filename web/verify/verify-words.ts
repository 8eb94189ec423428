import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { Words } from "../../src/i18n/words.ts";

/**
 * The verify page's words (locales/<lang>/verify.ftl), fetched by
 * web/verify/main.tsx before the first render and handed down by context.
 */
export const VerifyWords = createContext<Words | null>(null);

/** The verify page's words, inside its provider. */
export function useVerifyWords(): Words {
  const words = useContext(VerifyWords);
  if (!words) throw new Error("the verify page renders inside VerifyWords");
  return words;
}
