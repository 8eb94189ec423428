/** The verify page's .ftl text in every language that has one, by tag, bundled at build time (web/build-client.mjs). */
declare module "locales:verify" {
  export const TEXTS: Readonly<Record<string, string>>;
}
