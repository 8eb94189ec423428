import uPlot from "uplot";
import type { ChartSeries } from "../../analytics/reports/dashboard-ui.ts";

/** A line chart over days (x = each point's start day); sized to its container. */
export function lineChart(
  title: string,
  days: readonly string[],
  series: readonly ChartSeries[],
): HTMLElement {
  const card = document.createElement("div");
  card.className = "card";
  card.dataset.chart = title;
  const heading = document.createElement("h2");
  heading.textContent = title;
  card.append(heading);
  const target = document.createElement("div");
  card.append(target);
  const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  // Drawn after the card is in the document, so the width is known.
  requestAnimationFrame(() => {
    new uPlot(
      {
        width: Math.max(300, target.clientWidth || 600),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            points: { show: xs.length < 40 },
          })),
        ],
        axes: [{}, { size: 50 }],
      },
      [xs, ...series.map((s) => [...s.values])],
      target,
    );
  });
  return card;
}
