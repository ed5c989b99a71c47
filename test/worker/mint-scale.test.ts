// Mint day at internet scale, simulated: many isolates (each its own reader, with its own memory, as separate
// module states), each sending many concurrent requests through the real cache code, to the real coordinators and
// KV, against a counting upstream. Whatever the number of isolates, the upstream sees at most one call per call kind
// per fresh window.
import { describe, expect, it } from "vitest";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import { answerMintCall } from "../../worker/mint/api.ts";
import { createMintReader } from "../../worker/mint/reader.ts";
import { report, takeLogs } from "./setup.ts";
import { GOOD, json, stubUpstream, testEnv } from "./support.ts";

const WINDOW_S = 1;
const WINDOWS = 3;
const WAVE_MS = 100;
const REQUESTS_PER_WAVE = 3;
const KINDS = Object.keys(MINT_PATHS) as MintKind[];

async function simulate(isolates: number) {
  const env = { ...testEnv, MINT_FRESH_SECONDS: String(WINDOW_S) };
  const upstreamAt: Record<MintKind, number[]> = { list: [], status: [] };
  stubUpstream(async (url) => {
    const kind = KINDS.find((k) => url.endsWith(MINT_PATHS[k]))!;
    upstreamAt[kind].push(Date.now());
    await new Promise((r) => setTimeout(r, 20)); // an upstream that takes a moment
    return json(GOOD[kind]);
  });
  // What is measured is the upstream's load, not a visitor's deadline: on a busy machine 600 cold requests at once may
  // take longer than the 1 s a visitor waits, and that must not turn into failed requests here.
  const readers = Array.from({ length: isolates }, () => createMintReader({ waitMs: 60_000 }));
  const started = Date.now();
  let requests = 0;
  let failed = 0;
  while (Date.now() - started < WINDOWS * WINDOW_S * 1000) {
    const wave = readers.flatMap((reader) => KINDS.flatMap((kind) => Array.from({ length: REQUESTS_PER_WAVE }, () => answerMintCall(kind, env, reader))));
    for (const answer of await Promise.all(wave)) {
      requests += 1;
      if (answer.status !== 200) failed += 1;
    }
    await new Promise((r) => setTimeout(r, WAVE_MS));
  }
  const elapsedWindows = (Date.now() - started) / (WINDOW_S * 1000);
  takeLogs((l) => l.text.includes('"event":"mint-upstream"'));
  return { isolates, requests, failed, elapsedWindows, upstreamAt };
}

/** The most upstream calls that fall inside any one window (sliding, so no call pair can hide across a boundary). */
function maxCallsPerWindow(times: number[]): number {
  let most = 0;
  for (let i = 0; i < times.length; i++) most = Math.max(most, times.filter((t) => t >= times[i]! && t < times[i]! + WINDOW_S * 1000).length);
  return most;
}

describe("the upstream under mint-day load", () => {
  const rows: string[] = [];

  it.each([1, 10, 100])("sees at most one call per call kind per window with %i isolates", async (isolates) => {
    const r = await simulate(isolates);
    expect(r.failed).toBe(0);
    for (const kind of KINDS) {
      expect(maxCallsPerWindow(r.upstreamAt[kind]), kind).toBe(1);
      // And the answers stay warm: about one call per window, not fewer (every window's visitors saw fresh data).
      expect(r.upstreamAt[kind].length).toBeLessThanOrEqual(Math.ceil(r.elapsedWindows) + 1);
    }
    const perWindow = KINDS.map((k) => `${k} ${(r.upstreamAt[k].length / r.elapsedWindows).toFixed(2)}`).join(", ");
    rows.push(`| ${isolates} | ${r.requests} | ${r.elapsedWindows.toFixed(1)} | ${perWindow} | ${KINDS.map((k) => maxCallsPerWindow(r.upstreamAt[k])).join(" / ")} |`);
  });

  it("reports the figures", () => {
    report(
      [
        "",
        "mint-day simulation (fresh window 1 s): upstream calls per window",
        "| isolates | requests | windows | upstream calls per window | most in any window (list / status) |",
        "| --: | --: | --: | --- | --- |",
        ...rows,
      ].join("\n"),
    );
    expect(rows).toHaveLength(3);
  });
});
