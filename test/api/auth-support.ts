/** An inject request that POSTs `payload` to an /api/v1 path. */
export const post = (url: string, payload?: unknown) => ({
  method: "POST" as const,
  url: `/api/v1${url}`,
  payload: payload as object,
});
