/** The languages every game speaks: its board image, its chat buttons and its web board. */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Something said in every language we speak. */
export type InEveryLanguage<W> = Readonly<Record<Language, W>>;
