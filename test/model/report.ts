// The mint-day model's figures as the table docs/mint-day.md and `npm run bench` show.
import type { ScenarioFigures } from "./recorder.ts";

const s = (ms: number) => (ms / 1000).toFixed(1);

export function modelTable(rows: ScenarioFigures[]): string {
  const head = [
    "| scenario | locations x isolates | upstream calls / min (list, status) | coordinator req/s peak (p99) | age seen p50 / p99 / max (s) | worst location p99 / max (s) | sold out everywhere after (s) | waits > 1 s |",
    "| --- | --: | --: | --: | --: | --: | --: | --: |",
  ];
  const lines = rows.map((f) => {
    const peak = Math.max(f.coordinator.list.peakPerSecond, f.coordinator.status.peakPerSecond);
    const p99 = Math.max(f.coordinator.list.p99PerSecond, f.coordinator.status.p99PerSecond);
    return `| ${f.scenario} | ${f.locations} x ${f.isolates} | ${f.upstream.list.perMinuteMax}, ${f.upstream.status.perMinuteMax} | ${peak} (${p99}) | ${s(f.ageMs.p50)} / ${s(f.ageMs.p99)} / ${s(f.ageMs.max)} | ${s(f.ageMs.worstLocation.p99)} / ${s(f.ageMs.worstLocation.max)} | ${s(f.soldOutEverywhereMs)} | ${f.waitsOver1s} |`;
  });
  return [...head, ...lines].join("\n");
}
