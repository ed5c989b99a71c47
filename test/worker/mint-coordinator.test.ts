// The coordinators (one Durable Object per call kind), the Cron Trigger, and what pages show of the mint state.
import {
  abortAllDurableObjects,
  createExecutionContext,
  createScheduledController,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import { messages } from "../../app/i18n/messages.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { MINT_WAIT_MS } from "../../worker/mint/reader.ts";
import { RETRY_WHILE_FAILING_MS } from "../../worker/mint/config.ts";
import { MINT_CACHE_KEYS, mintFreshSeconds, type MintCacheEntry } from "../../worker/mint/config.ts";
import { takeLogs } from "./setup.ts";
import { calls, deferred, GOOD, json, SOLD_OUT, stubUpstream, testEnv, upstreamUrl } from "./support.ts";

const { outdated: OUTDATED_TEXT, status: STATUS_TEXT } = messages("en").genesis;

const FRESH_MS = mintFreshSeconds(testEnv) * 1000;
const coordinator = (kind: MintKind) => testEnv.MINT_COORDINATOR.get(testEnv.MINT_COORDINATOR.idFromName(kind));
const stored = async (kind: MintKind) => (await testEnv.MINT_CACHE.get(MINT_CACHE_KEYS[kind], "json")) as MintCacheEntry | null;
const quiet = () => takeLogs((l) => l.text.includes('"event":"mint-upstream"'));

/** Gives a coordinator an answer of the given age, as if it had fetched it then (and restarts it from storage). */
async function seedCoordinator(kind: MintKind, body: unknown, ageMs: number): Promise<MintCacheEntry> {
  const entry = { body: JSON.stringify(body), fetchedAt: Date.now() - ageMs };
  await runInDurableObject(coordinator(kind), (_i, state) => state.storage.put({ kind, windowMs: FRESH_MS, entry }));
  await abortAllDurableObjects();
  return entry;
}

/** The visible "may be out of date" line (the island's props also carry its words, for later). */
const showsOutdated = (html: string) => html.includes('class="genesis-status-outdated"');

const heldBy = (kind: MintKind) => runInDurableObject(coordinator(kind), (_i, state) => state.storage.get<MintCacheEntry>("entry"));
const alarmIn = async (kind: MintKind) => {
  const at = await runInDurableObject(coordinator(kind), (_i, state) => state.storage.getAlarm());
  return at === null ? null : at - Date.now();
};

async function page(path: string, envPatch: Partial<Env> = {}): Promise<{ res: Response; html: string }> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`), { ...testEnv, ...envPatch }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, html: await res.text() };
}

describe("the Cron Trigger", () => {
  it("refreshes both answers and arms each coordinator's keep-warm alarm for the end of the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }); // the window by the test's clock, not the machine's speed
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(calls().sort()).toEqual([upstreamUrl("list"), upstreamUrl("status")].sort());
    expect(JSON.parse((await stored("list"))?.body ?? "null")).toEqual(GOOD.list);
    expect(JSON.parse((await stored("status"))?.body ?? "null")).toEqual(GOOD.status);
    for (const kind of ["list", "status"] as const) {
      expect(await alarmIn(kind)).toBe(FRESH_MS);
    }
    expect(quiet()).toHaveLength(2);
  });

  it("leaves a fresh answer alone", async () => {
    await seedCoordinator("status", GOOD.status, 1000);
    await seedCoordinator("list", GOOD.list, 1000);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "* * * * *" }), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(calls()).toEqual([]);
  });
});

describe("a coordinator", () => {
  it("refreshes when its alarm fires at the end of the window, and sets the next one", async () => {
    await seedCoordinator("status", GOOD.status, FRESH_MS + 10);
    stubUpstream(() => json(SOLD_OUT));
    expect(await runDurableObjectAlarm(coordinator("status"))).toBe(false); // no alarm yet: the Cron Trigger arms it
    await coordinator("status").keepWarm({ kind: "status", freshMs: FRESH_MS });
    expect(JSON.parse((await heldBy("status"))?.body ?? "null")).toEqual(SOLD_OUT);
    expect(await alarmIn("status")).toBeGreaterThan(FRESH_MS - 2000);
    expect(calls()).toEqual([upstreamUrl("status")]);
    quiet();
  });

  it("serves its stale answer on upstream failure and never stores a bad answer", async () => {
    const before = await seedCoordinator("list", GOOD.list, FRESH_MS + 5000);
    for (const bad of [
      { code: 0, data: { list: [1, 2, 3] } },
      { code: 0, data: { list: [null] } },
      { code: 0, data: { list: "0x52908400098527886e0f7030069857d2e4169ee7" } },
    ]) {
      stubUpstream(() => json(bad));
      await runInDurableObject(coordinator("list"), (_i, state) => state.storage.setAlarm(Date.now()));
      await runDurableObjectAlarm(coordinator("list"));
      expect(await heldBy("list")).toEqual(before);
      expect(await stored("list")).toBeNull();
      const answer = await coordinator("list").read({ kind: "list", freshMs: FRESH_MS });
      expect(answer.entry).toEqual(before);
      expect(answer.failure?.detail).toBe("wrong-shape");
      // The back-off is kept in storage (an eviction does not end it): clear it to try the next bad answer at once.
      await runInDurableObject(coordinator("list"), (_i, state) => state.storage.delete("health"));
      await abortAllDurableObjects();
    }
    expect(quiet().map((l) => JSON.parse(l.text).outcome)).toEqual(["wrong-shape", "wrong-shape", "wrong-shape"]);
  });

  it("after a failure, makes no upstream call until the retry time, when its alarm is set, 5 s after each failure however many", async () => {
    stubUpstream(() => json({}, { status: 500 }));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }); // the back-off by the test's clock, not the machine's speed
    await seedCoordinator("status", GOOD.status, FRESH_MS + 1);
    for (let i = 0; i < 3; i++) {
      await runInDurableObject(coordinator("status"), (_i, state) => state.storage.setAlarm(Date.now()));
      await runDurableObjectAlarm(coordinator("status"));
      expect(Math.round(((await alarmIn("status")) ?? 0) / 1000)).toBe(5);
    }
    await coordinator("status").read({ kind: "status", freshMs: FRESH_MS });
    expect(calls()).toHaveLength(1);
    // Failures in a row do not stretch it: the retry after the eighth is as near as after the first.
    for (let failure = 2; failure <= 8; failure++) {
      vi.setSystemTime(Date.now() + RETRY_WHILE_FAILING_MS);
      await runInDurableObject(coordinator("status"), (_i, state) => state.storage.setAlarm(Date.now()));
      await runDurableObjectAlarm(coordinator("status"));
      expect(Math.round(((await alarmIn("status")) ?? 0) / 1000)).toBe(5);
    }
    expect(calls()).toHaveLength(8);
    quiet();
  });

  it("never lets a visitor wait on the upstream while any answer exists", async () => {
    // No deadline can fire (the test holds the timers): the answer comes while the upstream still has not answered.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const gate = deferred();
    stubUpstream(async () => {
      await gate.promise;
      return json(SOLD_OUT);
    });
    await seedCoordinator("status", GOOD.status, FRESH_MS + 60_000);
    await seedCoordinator("list", GOOD.list, FRESH_MS + 60_000);
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`https://example.test${MINT_PATHS.status}`), testEnv, ctx);
    expect(await res.json()).toEqual(GOOD.status);
    const { html } = await page("/");
    expect(html).toContain(STATUS_TEXT.live.title);
    gate.resolve();
    await waitOnExecutionContext(ctx);
    quiet();
  });

  it("logs a background refresh that its storage breaks, keeps serving its answer, and leaves no rejection unhandled", async () => {
    await seedCoordinator("status", GOOD.status, FRESH_MS + 60_000);
    await runInDurableObject(coordinator("status"), (_i, state) => {
      vi.spyOn(state.storage, "put").mockRejectedValue(new Error("storage unavailable"));
    });
    const res = await SELF.fetch(`https://example.test${MINT_PATHS.status}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(GOOD.status);
    await runInDurableObject(coordinator("status"), (instance) => instance.settled());
    quiet();
    const logged = takeLogs((l) => l.text.includes('"event":"mint-refresh-interrupted"'));
    expect(logged.map((l) => [l.level, JSON.parse(l.text).error])).toEqual([["warn", "storage unavailable"]]);
  });
});

describe("the mint state in pages", () => {
  it("shows the state the caches hold, and the list size", async () => {
    await seedCoordinator("status", SOLD_OUT, 1000);
    await seedCoordinator("list", GOOD.list, 1000);
    const { html } = await page("/");
    expect(html).toContain(STATUS_TEXT["sold-out"].title);
    expect(html).toContain("2 wallets on the published list");
    expect(showsOutdated(html)).toBe(false);
    expect(calls()).toEqual([]);
  });

  it("on a cold start with an upstream that answers within the page's deadline, waits for it and shows the real state", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); // the deadline cannot pass before the test says so
    const slow = deferred();
    stubUpstream(async (url) => {
      await slow.promise;
      return json(url.endsWith(MINT_PATHS.status) ? SOLD_OUT : GOOD.list);
    });
    const pending = page("/");
    while (calls().length < 2) await scheduler.wait(5);
    slow.resolve();
    expect((await pending).html).toContain(STATUS_TEXT["sold-out"].title);
    quiet();
  });

  it("on a cold start with an upstream that does not answer, shows the state as unknown at its 1 s deadline", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const gate = deferred();
    stubUpstream(async () => {
      await gate.promise;
      return json(GOOD.status);
    });
    let answered = false;
    const pending = page("/").finally(() => (answered = true));
    // (vi.waitFor would move the fake clock itself: poll on the runtime's own timer instead.)
    while (calls().length < 2) await scheduler.wait(5);
    await vi.advanceTimersByTimeAsync(MINT_WAIT_MS - 1);
    expect(answered).toBe(false);
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(true);
    });
    expect((await pending).html).toContain(STATUS_TEXT.unknown.title);
    gate.resolve();
    quiet();
  });

  it("says the state may be out of date when the upstream has been failing past the window", async () => {
    await seedCoordinator("status", GOOD.status, FRESH_MS + 10_000);
    await seedCoordinator("list", GOOD.list, FRESH_MS + 10_000);
    stubUpstream(() => json({}, { status: 503 }));
    await coordinator("status").keepWarm({ kind: "status", freshMs: FRESH_MS });
    const { html } = await page("/");
    expect(html).toContain(STATUS_TEXT.live.title);
    expect(showsOutdated(html)).toBe(true);
    expect(html).toContain(OUTDATED_TEXT);
    quiet();
  });

  it("follows a change of the upstream within one window, through an idle period, with no new render", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const window = { MINT_FRESH_SECONDS: "1" };
    let soldOut = false;
    stubUpstream(async (url) => json(url.endsWith(MINT_PATHS.status) ? (soldOut ? SOLD_OUT : GOOD.status) : GOOD.list));
    const first = await page("/", window);
    expect(first.html).toContain(STATUS_TEXT.live.title);
    soldOut = true;
    // Nobody visits: each coordinator has armed its alarm for the end of the window, and at that time it refreshes.
    for (const kind of ["status", "list"] as const) expect(await alarmIn(kind)).toBeLessThanOrEqual(1000);
    vi.setSystemTime(Date.now() + 1100);
    for (const kind of ["status", "list"] as const) {
      await runDurableObjectAlarm(coordinator(kind));
      await runInDurableObject(coordinator(kind), (instance) => instance.settled());
    }
    const upstreamCalls = calls().length;
    const later = await page("/", window);
    expect(later.html).toContain(STATUS_TEXT["sold-out"].title);
    expect(showsOutdated(later.html)).toBe(false);
    expect(later.res.headers.get("cache-status")).toContain("; hit");
    // The page itself waited on nothing: the answer was already there.
    expect(calls().length - upstreamCalls).toBeLessThanOrEqual(2);
    quiet();
  });
});
