/** Builds the web client into `outdir` as play.js and style.css. */
export function buildWebClient(outdir: string): Promise<void>;
