/**
 * How a board image shows its spectators: nothing for none, the count up
 * to 99, then two significant digits ("120", "1.2k", "12k"). The label is
 * part of the image's identity (its ETag and render-cache key), so it is
 * kept coarse: a featured game with thousands watching changes its label,
 * and so its image, rarely, and a 304 stays true to the bytes.
 */
export function spectatorLabel(count: number): string {
  if (count <= 0) return "";
  if (count < 100) return String(count);
  const digits = Math.floor(Math.log10(count)) + 1;
  const kept = Math.floor(count / 10 ** (digits - 2)) * 10 ** (digits - 2);
  if (kept < 1000) return String(kept);
  const thousands = kept / 1000;
  return `${thousands >= 10 ? Math.floor(thousands) : thousands.toFixed(1).replace(/\.0$/, "")}k`;
}
