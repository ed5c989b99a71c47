// Mint day's bad moments, one test per defect an attacker's and chaos tester's probe found: a slow upstream that
// outlives the request that started its call, an upstream failing after it, one call failing alone, a coordinator
// evicted in its back-off, an empty list after a good one. Time is the test's own: deadlines fire when the test
// moves its clock, so a busy machine gives the same answers as an idle one.
import { abortAllDurableObjects, createExecutionContext, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import { messages } from "../../app/i18n/messages.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { MINT_WAIT_MS, RECHECK_MS } from "../../worker/mint/reader.ts";
import { EMPTY_CONFIRM_MS } from "../../worker/mint/coordinator.ts";
import { MINT_CACHE_KEYS, MINT_CACHE_NAME, mintFreshSeconds, type MintCacheEntry } from "../../worker/mint/config.ts";
import { takeLogs } from "./setup.ts";
import { calls, deferred, GOOD, json, SOLD_OUT, stubUpstream, testEnv } from "./support.ts";

const { status: STATUS_TEXT, outdated: OUTDATED_TEXT } = messages("en").genesis;
const FRESH_MS = mintFreshSeconds(testEnv) * 1000;
const coordinator = (kind: MintKind) => testEnv.MINT_COORDINATOR.get(testEnv.MINT_COORDINATOR.idFromName(kind));
const stored = async (kind: MintKind) => (await testEnv.MINT_CACHE.get(MINT_CACHE_KEYS[kind], "json")) as MintCacheEntry | null;
const upstreamLog = () => takeLogs((l) => l.text.includes('"event":"mint-upstream"') || l.text.includes('"event":"mint-list-emptied"'));
const cacheStatus = (res: Response) => res.headers.get("cache-status") ?? "";
const showsOutdated = (html: string) => html.includes('class="genesis-status-outdated"');
const SEVEN = { code: 0, data: { list: Array.from({ length: 7 }, (_, i) => `0x${String(i + 1).padStart(40, "0")}`) } };
const EMPTY = { code: 0, data: { list: [] } };

/** The test's clock: Date (read by the worker and the coordinators) moves only when the test moves it. */
function testClock() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

/** Lets every pending deadline fire: the test's setTimeout clock jumps by `ms` while requests are under way. */
async function passDeadlines(pending: Promise<unknown>[], ms: number): Promise<void> {
  let done = false;
  void Promise.allSettled(pending).then(() => (done = true));
  // Requests reach their deadlines at their own pace (their KV reads are real I/O): move the clock until all answered.
  await vi.waitFor(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    expect(done).toBe(true);
  });
}

async function request(path: string, envPatch: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://example.test${path}`), { ...testEnv, ...envPatch }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function seedCoordinator(kind: MintKind, body: unknown, ageMs: number): Promise<MintCacheEntry> {
  const entry = { body: JSON.stringify(body), fetchedAt: Date.now() - ageMs };
  await runInDurableObject(coordinator(kind), (_i, state) => state.storage.put({ kind, windowMs: FRESH_MS, entry }));
  await abortAllDurableObjects();
  return entry;
}

/**
 * Runs the coordinator's refresh as its alarm would (keepWarm awaits it), then takes the alarm it set away: the
 * runtime fires alarms by the machine's clock, and this test's clock is its own.
 */
async function refreshNow(kind: MintKind): Promise<number | null> {
  await coordinator(kind).keepWarm({ kind, freshMs: FRESH_MS });
  return runInDurableObject(coordinator(kind), async (_i, state) => {
    const at = await state.storage.getAlarm();
    await state.storage.deleteAlarm();
    return at;
  });
}

const health = (kind: MintKind) => runInDurableObject(coordinator(kind), (_i, state) => state.storage.get<{ failures: number; retryAt: number }>("health"));

describe("a slow upstream never leaves a visitor waiting", () => {
  it("after a cold page gave up on a slow upstream, 9 calls during the refresh each answer at their deadline, then from the answer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const slow = deferred();
    stubUpstream(async (url) => {
      await slow.promise; // an upstream that takes longer than any visitor waits
      return json(url.endsWith(MINT_PATHS.list) ? GOOD.list : GOOD.status);
    });
    const home = request("/");
    await passDeadlines([home], MINT_WAIT_MS);
    const html = await (await home).text();
    expect(html).toContain(STATUS_TEXT.unknown.title);

    // The page's request is over; its upstream call is still under way in the coordinators.
    const during = Array.from({ length: 9 }, (_, i) => request(i % 2 ? MINT_PATHS.list : MINT_PATHS.status));
    await passDeadlines(during, MINT_WAIT_MS);
    for (const res of await Promise.all(during)) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(cacheStatus(res)).toContain("detail=timeout");
    }

    slow.resolve();
    await vi.waitFor(async () => expect(await stored("status")).not.toBeNull());
    await vi.waitFor(async () => expect(await stored("list")).not.toBeNull());
    const after = await Promise.all(Array.from({ length: 9 }, (_, i) => request(i % 2 ? MINT_PATHS.list : MINT_PATHS.status)));
    for (const [i, res] of after.entries()) expect(await res.json()).toEqual(i % 2 ? GOOD.list : GOOD.status);
    // One upstream call per kind for all of it: the page's.
    expect(calls()).toHaveLength(2);
    upstreamLog();
  });

  it("once the upstream fails after that, answers 200 with the last good answer and says upstream-failing", async () => {
    const clock = testClock();
    expect((await request(MINT_PATHS.status)).status).toBe(200);
    stubUpstream(() => json({}, { status: 500 }));
    clock.advance(FRESH_MS + 1000);
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock.advance(RECHECK_MS);
      const res = await request(MINT_PATHS.status);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(GOOD.status);
      seen.push(cacheStatus(res));
      await runInDurableObject(coordinator("status"), (instance) => instance.settled());
    }
    // Until the coordinator's next retry, this isolate (or its location) already holds all the news there is.
    expect(seen.at(-1)).toMatch(new RegExp(`^${MINT_CACHE_NAME}; hit; ttl=-\\d+; detail=(memory|location|coordinator); upstream-failing$`));
    const { html } = { html: await (await request("/")).text() };
    expect(html).toContain(STATUS_TEXT.live.title);
    expect(showsOutdated(html)).toBe(true);
    upstreamLog();
  });
});

describe("pages say when their mint state may be out of date", () => {
  it("marks the page when the list call fails alone, beside a fresh status", async () => {
    testClock();
    await seedCoordinator("status", SOLD_OUT, 1000);
    await seedCoordinator("list", SEVEN, FRESH_MS + 1000); // stale, but younger than the window plus the time limit
    stubUpstream((url) => (url.endsWith(MINT_PATHS.list) ? json({}, { status: 500 }) : json(SOLD_OUT)));
    await coordinator("list").keepWarm({ kind: "list", freshMs: FRESH_MS });
    const html = await (await request("/")).text();
    expect(html).toContain(STATUS_TEXT["sold-out"].title);
    expect(html).toContain("7 wallets on the published list");
    expect(showsOutdated(html)).toBe(true);
    expect(html).toContain(OUTDATED_TEXT);
    upstreamLog();
  });

  it("marks the page when the list's answer is older than the window plus the time limit", async () => {
    testClock();
    await seedCoordinator("status", GOOD.status, 1000);
    await seedCoordinator("list", SEVEN, FRESH_MS + 60_000);
    const gate = deferred();
    stubUpstream(async () => {
      await gate.promise; // the refresh is still under way while the page is served
      return json(SEVEN);
    });
    const html = await (await request("/")).text();
    expect(showsOutdated(html)).toBe(true);
    gate.resolve();
    await runInDurableObject(coordinator("list"), (instance) => instance.settled());
    upstreamLog();
  });
});

describe("a coordinator evicted or restarted", () => {
  it("keeps its next retry and last failure: no upstream call until the retry time", async () => {
    const clock = testClock();
    await seedCoordinator("status", GOOD.status, FRESH_MS + 1);
    stubUpstream(() => json({}, { status: 500 }));
    expect((await refreshNow("status"))! - Date.now()).toBe(5000);
    expect(calls()).toHaveLength(1);
    const before = await health("status");

    await abortAllDurableObjects(); // evicted while waiting to retry
    clock.advance(2000);
    const answer = await coordinator("status").read({ kind: "status", freshMs: FRESH_MS });
    expect(answer.failure?.detail).toBe("http-status");
    expect(answer.entry).not.toBeNull();
    expect(calls()).toHaveLength(1);
    expect(await health("status")).toEqual(before);

    // When the wait ends, the next failure sets the next retry 5 s on; the count of failures survived the eviction too.
    clock.advance(4000);
    expect((await refreshNow("status"))! - Date.now()).toBe(5000);
    expect(calls()).toHaveLength(2);
    expect((await health("status"))?.failures).toBe(2);
    upstreamLog();
  });
});

/** Runs a kind's refresh alarm if it is due by the test's clock, as the runtime would (and clears it first). */
async function runDueAlarm(kind: MintKind): Promise<void> {
  const due = await runInDurableObject(coordinator(kind), async (_i, state) => {
    const at = await state.storage.getAlarm();
    if (at === null || at > Date.now()) return false;
    await state.storage.deleteAlarm();
    return true;
  });
  if (due) await runInDurableObject(coordinator(kind), (instance) => instance.alarm());
}

describe("an upstream that comes back after an outage", () => {
  // Longer outages (10 min) are the mint-day model's (test/model): every outage ends the same way, at the next 5 s retry.
  it.each([65])("shows its sold out within 10 s after %i s down, with at most one upstream call per 5 s while it failed", async (downSeconds) => {
    const clock = testClock();
    const downAt = Date.now() + 40_000;
    const backAt = downAt + downSeconds * 1000;
    const statusCalls: number[] = [];
    stubUpstream((url) => {
      if (url.endsWith(MINT_PATHS.list)) return json(GOOD.list);
      statusCalls.push(Date.now());
      if (Date.now() < downAt) return json(GOOD.status);
      return Date.now() < backAt ? json({}, { status: 500 }) : json(SOLD_OUT);
    });
    let soldOutSeenAt: number | null = null;
    // A visitor asks every second; the coordinators' alarms run when due by the test's clock.
    while (soldOutSeenAt === null && Date.now() < backAt + 30_000) {
      clock.advance(1000);
      await runDueAlarm("status");
      await runDueAlarm("list");
      const res = await request(MINT_PATHS.status);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { mint_all: boolean } };
      await runInDurableObject(coordinator("status"), (instance) => instance.settled());
      if (body.data.mint_all) soldOutSeenAt = Date.now();
    }
    expect(soldOutSeenAt, "sold out never shown").not.toBeNull();
    expect(soldOutSeenAt! - backAt).toBeLessThanOrEqual(10_000);
    const whileFailing = statusCalls.filter((t) => t >= downAt && t < backAt);
    // It keeps trying through the outage, every 5 s (the alarm's, seen through the visitor's 1 s steps), never slower.
    expect(whileFailing.length).toBeGreaterThan(1);
    for (let i = 1; i < whileFailing.length; i++) expect(whileFailing[i]! - whileFailing[i - 1]!).toBeGreaterThanOrEqual(5000);
    for (let i = 1; i < whileFailing.length; i++) expect(whileFailing[i]! - whileFailing[i - 1]!).toBeLessThanOrEqual(6000);
    upstreamLog();
  });
});

describe("an empty address list after a good one", () => {
  it("keeps the last good list, marks it and logs it; an empty list that lasts is taken in the end", async () => {
    const clock = testClock();
    const before = await seedCoordinator("list", SEVEN, FRESH_MS + 1);
    await seedCoordinator("status", GOOD.status, 1000);
    stubUpstream((url) => json(url.endsWith(MINT_PATHS.list) ? EMPTY : GOOD.status));
    await refreshNow("list");
    const answer = await coordinator("list").read({ kind: "list", freshMs: FRESH_MS });
    expect(answer.entry).toEqual(before);
    expect(answer.failure?.detail).toBe("suspect-empty");
    expect(await stored("list")).toBeNull();
    expect(upstreamLog().map((l) => JSON.parse(l.text).outcome)).toEqual(["suspect-empty"]);

    const res = await request(MINT_PATHS.list);
    expect(await res.json()).toEqual(SEVEN);
    expect(cacheStatus(res)).toContain("upstream-failing");
    const html = await (await request("/")).text();
    expect(html).toContain("7 wallets on the published list");
    expect(showsOutdated(html)).toBe(true);

    // Still empty after EMPTY_CONFIRM_MS: the list really was emptied, and is served as it is.
    clock.advance(EMPTY_CONFIRM_MS + 1);
    await refreshNow("list");
    expect(JSON.parse((await stored("list"))?.body ?? "null")).toEqual(EMPTY);
    expect(upstreamLog().map((l) => JSON.parse(l.text).event)).toEqual(["mint-list-emptied", "mint-upstream"]);
  });

  it("serves an upstream that has always answered empty as empty", async () => {
    stubUpstream(() => json(EMPTY));
    const res = await request(MINT_PATHS.list);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(EMPTY);
    expect(cacheStatus(res)).not.toContain("upstream-failing");
    upstreamLog();
  });
});
