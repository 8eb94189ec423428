/** The value of one series line (name and labels as written) in Prometheus text, or undefined when it is absent. */
export function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
