/** The SDK's minified bundle, as served at /api/analytics/sdk.js. */
export function bundleSdk(): Promise<string>;
/** Writes sdk.js, dashboard.js and shop.js into `outdir`. */
export function buildStorefrontBrowser(outdir: string): Promise<void>;
