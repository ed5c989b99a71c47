// Mint day's outage, against the real local server (Miniflare, its alarms on the machine's clock): the upstream is
// down for 65 s, then answers sold out. The site must show sold out within 10 s of the recovery, and the upstream
// must have seen at most one status call per 5 s while it failed (the coordinator's retry, whatever the traffic).
import { spawnSync } from "node:child_process";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { WORKER_LOG } from "../../scripts/local/e2e-settings.ts";
import { startLocalSite, type LocalSite } from "../../scripts/local/site.ts";
import { startSampleOrigin } from "../../scripts/mint-sample-origin.mjs";
import { RETRY_WHILE_FAILING_MS } from "../../worker/mint/config.ts";

const PORT = 8771;
const SAMPLE = `http://127.0.0.1:${PORT + 1000}`;
const DOWN_MS = 65_000;
const RECOVERY_BUDGET_MS = 10_000;
/** The machine's timers may fire a few ms apart from the coordinator's own clock reading. */
const CLOCK_SLACK_MS = 50;
const OPERATOR_TOKEN = "recovery-test-operator-token";

let site: LocalSite;
let sample: Server;

const setUpstream = (next: object) => fetch(`${SAMPLE}/__sample/state`, { method: "PUT", body: JSON.stringify(next) }).then((r) => r.arrayBuffer());
const soldOutShown = async () => {
  const res = await fetch(`${site.url}${MINT_PATHS.status}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { mint_all: boolean } }).data.mint_all;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  sample = await startSampleOrigin({ port: PORT + 1000 });
  site = await startLocalSite({ port: PORT, vars: { MINT_API_ORIGIN: SAMPLE, OPERATOR_TOKEN }, logTo: WORKER_LOG });
}, 60_000);

afterAll(async () => {
  await site?.stop();
  await new Promise((r) => sample?.close(r));
});

describe("an upstream back from a 65 s outage", () => {
  it("is shown sold out within 10 s, and was asked at most once per 5 s while down", { timeout: DOWN_MS + 60_000 }, async () => {
    expect(await soldOutShown()).toBe(false);
    await setUpstream({ failing: true });
    const downAt = Date.now();
    // Visitors keep asking through the outage: each gets the last good answer.
    while (Date.now() - downAt < DOWN_MS) {
      expect(await soldOutShown()).toBe(false);
      await pause(500);
    }
    await setUpstream({ failing: false, soldOut: true });
    const backAt = Date.now();
    while (!(await soldOutShown()) && Date.now() - backAt < 30_000) await pause(100);
    const recoveryMs = Date.now() - backAt;

    const calls = ((await (await fetch(`${SAMPLE}/__sample/calls`)).json()) as Record<string, number[]>)[MINT_PATHS.status] ?? [];
    const whileDown = calls.filter((t) => t >= downAt && t < backAt);
    const gaps = whileDown.slice(1).map((t, i) => t - whileDown[i]!);
    console.log(
      `recovery after ${DOWN_MS / 1000} s down: sold out shown ${recoveryMs} ms after the upstream came back; ${whileDown.length} status calls while down, gaps ${Math.min(...gaps)}-${Math.max(...gaps)} ms`,
    );
    expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    // What an operator runs on the day: the status command against this server.
    const status = spawnSync("npx", ["--no-install", "tsx", "scripts/mint-status.ts", "--url", site.url], { env: { ...process.env, OPERATOR_TOKEN }, encoding: "utf8" });
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/^status: answer [\d.]+ s old \(fresh\); upstream healthy/m);
    expect(status.stdout).toMatch(/last minute: \d+ reads, [1-9]\d* upstream calls ok/);
    expect(whileDown.length).toBeGreaterThan(5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(RETRY_WHILE_FAILING_MS - CLOCK_SLACK_MS);
  });
});
