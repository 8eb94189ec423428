import { parse, serialize, type TextElement, Transformer } from "@fluent/syntax";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = [..."ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ"];

/**
 * `text` with every ASCII letter accented ("Roll" reads "Řǿŀŀ"): still
 * legible, and plainly not English. HTML tags and entities (the bot's messages
 * are HTML) and commands (/new) stay as they are.
 */
export function pseudoText(text: string): string {
  return text.replace(/<[^>]*>|&\w+;|\/[a-z_]+|[a-zA-Z]/g, (found) =>
    found.length > 1 ? found : (ACCENTED[PLAIN.indexOf(found)] ?? found),
  );
}

/** Rewrites the text of every message, leaving ids, variables, selectors and references as they are. */
class PseudoTexts extends Transformer {
  override visitTextElement(node: TextElement): TextElement {
    node.value = pseudoText(node.value);
    return node;
  }
}

/** A .ftl file's source with every message text pseudo-accented: the pseudo-locale as the page fetches it. */
export function pseudoFtl(source: string): string {
  const resource = parse(source, { withSpans: false });
  new PseudoTexts().visit(resource);
  return serialize(resource, {});
}

/**
 * The runs of `texts` that still hold an ASCII letter once `allowed` (names
 * people chose, ids) are taken out: a message id, or English written in the
 * code instead of the .ftl files. Numbers, punctuation and emoji pass.
 */
export function untranslatedRuns(texts: readonly string[], allowed: readonly (string | RegExp)[]): string[] {
  return texts.filter((text) => {
    let rest = text;
    for (const a of allowed) rest = typeof a === "string" ? rest.split(a).join(" ") : rest.replace(a, " ");
    return /[a-zA-Z]/.test(rest);
  });
}
