const EMAIL = /[^\s@<>"'()]+@[^\s@<>"'()]+\.[A-Za-z]{2,}/g;
const QUERY = /(\bhttps?:\/\/[^\s?#]*)[?#][^\s:]*/g;
const LONG_NUMBER = /\d{6,}/g;

/**
 * Masks what may identify a person in an error message or source location:
 * e-mail addresses, URL queries and fragments, and runs of 6+ digits (phone,
 * card and account numbers). Whitespace is collapsed and the text truncated.
 */
export function scrubErrorText(text: string, maxLength: number): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(QUERY, "$1")
    .replace(LONG_NUMBER, "[number]")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength);
}
