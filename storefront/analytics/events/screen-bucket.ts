/** Screen-size buckets by viewport width in CSS pixels, smallest first. */
export const SCREEN_BUCKETS = [
  { name: "small", maxWidth: 575, label: "< 576 px" },
  { name: "medium", maxWidth: 991, label: "576-991 px" },
  { name: "large", maxWidth: 1439, label: "992-1439 px" },
  { name: "xlarge", maxWidth: Number.POSITIVE_INFINITY, label: ">= 1440 px" },
] as const;

export type ScreenBucket = (typeof SCREEN_BUCKETS)[number]["name"] | "unknown";

/** The bucket of a viewport width; no viewport (or a zero width) is "unknown". */
export function screenBucket(width: number | undefined): ScreenBucket {
  if (!width) return "unknown";
  return SCREEN_BUCKETS.find((bucket) => width <= bucket.maxWidth)?.name ?? "unknown";
}
