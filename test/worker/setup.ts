// Every worker test starts quiet and cold: console output is captured (a test reads what it expects with
// takeLogs; an error line nobody asserted fails the test), the upstream answers good data unless a test stubs it,
// and the mint caches (this isolate's reader, KV, both coordinators with their alarms) are empty.
import { abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import type { Env } from "../../worker/env.ts";
import { mintReader } from "../../worker/mint/reader.ts";
import { MINT_CACHE_KEYS } from "../../worker/mint/config.ts";
import { defaultLocationStore, locationKey } from "../../worker/mint/location.ts";
import { GOOD, json, stubUpstream } from "./support.ts";

type Level = "log" | "info" | "warn" | "error" | "debug";
const realLog = console.log.bind(console);

/** Prints a figure a test reports for people (the scale simulation's table), past the capture. */
export function report(text: string): void {
  realLog(text);
}
const logs: { level: Level; text: string }[] = [];

/** The captured lines (JSON log lines parsed), removed from the record; errors left unread fail the test. */
export function takeLogs(filter?: (entry: { level: Level; text: string }) => boolean): { level: Level; text: string }[] {
  const taken = logs.filter((l) => !filter || filter(l));
  for (const t of taken) logs.splice(logs.indexOf(t), 1);
  return taken;
}

/** Forgets what this isolate and its location remember of the mint answers, as once their recheck interval has passed. */
export async function forgetNearby(): Promise<void> {
  const e = env as unknown as Env;
  mintReader.reset();
  for (const kind of Object.keys(MINT_PATHS) as MintKind[]) await (defaultLocationStore() as unknown as Cache).delete(locationKey(kind, e.SITE_ORIGIN)!);
}

export async function resetMint(): Promise<void> {
  const e = env as unknown as Env;
  let used = false;
  for (const kind of Object.keys(MINT_PATHS) as MintKind[]) {
    // No alarm may start another refresh, the one in flight (if any) finishes, and only then is everything cleared.
    await runInDurableObject(e.MINT_COORDINATOR.get(e.MINT_COORDINATOR.idFromName(kind)), async (instance, state) => {
      await state.storage.deleteAlarm();
      await instance.settled();
      await state.storage.deleteAlarm();
      // A coordinator writes everything it holds to storage: one with empty storage is as good as a new one.
      if ((await state.storage.list({ limit: 1 })).size > 0) used = true;
      await state.storage.deleteAll();
      // An alarm already dispatched still runs after this callback, whatever deleteAlarm did. Without a kind in memory
      // it does nothing (runAlarm); with one it refreshed, and the abort below cut it off: an uncaught rejection in the
      // log of a run on a busy machine.
      (instance as unknown as { kind: unknown }).kind = null;
    });
    await e.MINT_CACHE.delete(MINT_CACHE_KEYS[kind]);
  }
  // This test location's shared answers too: the Cache API keeps them across tests, as KV does.
  await forgetNearby();
  // The coordinators' in-memory state goes too: they start again from their (now empty) storage. Only when one was
  // used: every abort leaves workerd a little slower at the next start (200 aborts add about 50 ms to each).
  if (used) await abortAllDurableObjects();
}

beforeEach(async () => {
  logs.length = 0;
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push({ level, text: args.map(String).join(" ") }));
  }
  stubUpstream((url) => json(url.endsWith(MINT_PATHS.list) ? GOOD.list : GOOD.status));
  await resetMint();
});

afterEach(async () => {
  vi.useRealTimers();
  await resetMint();
  vi.restoreAllMocks();
  const unread = logs.filter((l) => l.level === "error");
  logs.length = 0;
  expect(
    unread.map((l) => l.text),
    "error lines no test asserted",
  ).toEqual([]);
});
