/** Builds the web client into `outdir` as play.js and style.css, and the verify page as verify.js. */
export function buildWebClient(outdir: string): Promise<void>;
