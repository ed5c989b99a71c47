// How many page views report field data: the worker reads VITALS_SAMPLE_RATE and writes it into every page
// (data-vitals on <html>), the boot script draws against it. Kept apart from the report's schema so the boot script
// stays a few hundred bytes.

/** Share of page views that load web-vitals and report, when VITALS_SAMPLE_RATE is not set. */
export const DEFAULT_SAMPLE_RATE = 0.1;

/** A rate in [0, 1]; unset means the default, anything else that is not a rate turns reporting off. */
export function sampleRate(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_SAMPLE_RATE;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0;
}
