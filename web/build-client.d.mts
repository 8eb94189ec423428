/** Builds the web client; with `outdir` writes play.js and style.css there and resolves to null. */
export function buildWebClient(outdir?: string): Promise<{ script: string; styles: string } | null>;
