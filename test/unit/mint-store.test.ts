import { afterEach, describe, expect, it, vi } from "vitest";
import { seedState } from "../../app/islands/GenesisMint.tsx";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { statusView } from "../../app/mint/shared/genesis.ts";
import { createMintStore, INITIAL_MINT_STATE, nextFollowDelay, type MintState } from "../../app/mint/browser/store.ts";

const LIST = { code: 0, data: { list: [{ address: "0x52908400098527886e0f7030069857d2e4169ee7" }], total: 1 } };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A store whose two calls answer with the given bodies (or throw), recording every state it goes through. */
function storeWith(answers: Partial<Record<"list" | "status", unknown | (() => Promise<unknown>)>>, initial?: Partial<MintState>) {
  const log = vi.fn();
  const get = vi.fn(async (path: string) => {
    const answer = path.endsWith(MINT_PATHS.list) ? answers.list : answers.status;
    return typeof answer === "function" ? (answer as () => Promise<unknown>)() : answer;
  });
  const store = createMintStore(initial, { get, log });
  const states: MintState[] = [];
  store.subscribe(() => states.push(store.getState()));
  return { store, get, log, states };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("mint store: initial state", () => {
  it("starts not loading, with no index data, status not done and not sold out", () => {
    expect(createMintStore().getState()).toEqual({ loading: false, indexData: null, statusDone: 0, soldOutStatus: false });
    expect(INITIAL_MINT_STATE).toEqual(createMintStore().getState());
  });

  it("starts from the server's state when the page embedded one, so the first paint is right", () => {
    expect(createMintStore(seedState({ soldOut: true, listSize: 3, stale: false })).getState()).toMatchObject({ statusDone: 1, soldOutStatus: true });
    expect(createMintStore(seedState({ soldOut: false, listSize: null, stale: false })).getState()).toMatchObject({ statusDone: 1, soldOutStatus: false });
    expect(createMintStore(seedState({ soldOut: null, listSize: null, stale: false })).getState()).toEqual(INITIAL_MINT_STATE);
    expect(statusView(createMintStore(seedState({ soldOut: null, listSize: null, stale: false })).getState())).toBe("unknown");
  });
});

describe("mint store: loading flag", () => {
  it("is set while a call runs and cleared when it ends", async () => {
    const gate = deferred<unknown>();
    const { store } = storeWith({ status: () => gate.promise });
    const done = store.fetchStatus();
    expect(store.getState().loading).toBe(true);
    gate.resolve({ code: 0, data: { mint_all: false } });
    await done;
    expect(store.getState().loading).toBe(false);
  });

  it("is cleared when a call fails", async () => {
    const { store, states } = storeWith({ status: () => Promise.reject(new Error("offline")), list: () => Promise.reject(new Error("offline")) });
    await store.refresh();
    expect(states[0]?.loading).toBe(true);
    expect(store.getState().loading).toBe(false);
  });

  it("stays set until the last of two concurrent calls ends", async () => {
    const list = deferred<unknown>();
    const status = deferred<unknown>();
    const { store } = storeWith({ list: () => list.promise, status: () => status.promise });
    const both = store.refresh();
    status.resolve({ code: 0, data: { mint_all: true } });
    await vi.waitFor(() => expect(store.getState().statusDone).toBe(1));
    expect(store.getState().loading).toBe(true);
    list.resolve(LIST);
    await both;
    expect(store.getState().loading).toBe(false);
  });
});

describe("mint store: indexData (the address list call)", () => {
  it("becomes the data object when code is 0 and the list is not empty", async () => {
    const { store, log } = storeWith({ list: LIST });
    await store.fetchIndexData();
    expect(store.getState().indexData).toEqual(LIST.data);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["an empty list", { code: 0, data: { list: [] } }],
    ["a non-zero code", { code: 500, message: "busy", data: { list: [LIST.data.list[0]] } }],
    ["a body of the wrong shape", { code: 0, data: { list: "0x1" } }],
    ["no body", null],
  ])("becomes an empty list on %s", async (_, body) => {
    const { store } = storeWith({ list: body });
    await store.fetchIndexData();
    expect(store.getState().indexData).toEqual([]);
  });

  it("becomes an empty list when the call fails, and the error goes only to the console", async () => {
    const error = new Error("http error");
    const { store, log } = storeWith({ list: () => Promise.reject(error) });
    await expect(store.fetchIndexData()).resolves.toBeUndefined();
    expect(store.getState().indexData).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
  });

  it("leaves the status fields alone", async () => {
    const { store } = storeWith({ list: LIST });
    await store.fetchIndexData();
    expect(store.getState()).toMatchObject({ statusDone: 0, soldOutStatus: false });
  });
});

describe("mint store: statusDone and soldOutStatus (the status call)", () => {
  it.each([true, false])("sets statusDone to 1 and soldOutStatus to mint_all (%s) on success", async (mintAll) => {
    const { store } = storeWith({ status: { code: 0, data: { mint_all: mintAll } } });
    await store.fetchStatus();
    expect(store.getState()).toMatchObject({ statusDone: 1, soldOutStatus: mintAll });
    expect(statusView(store.getState())).toBe(mintAll ? "sold-out" : "live");
  });

  it("leaves the state unchanged on a non-zero code and logs it", async () => {
    const { store, log } = storeWith({ status: { code: 10001, message: "maintenance", data: { mint_all: true } } });
    await store.fetchStatus();
    expect(store.getState()).toEqual(INITIAL_MINT_STATE);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("leaves a known state unchanged when a later call fails", async () => {
    const { store, log } = storeWith({ status: () => Promise.reject(new Error("timeout of 10000 ms exceeded")) }, { statusDone: 1, soldOutStatus: true });
    await store.fetchStatus();
    expect(store.getState()).toEqual({ loading: false, indexData: null, statusDone: 1, soldOutStatus: true });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("mint store: wiring", () => {
  it("asks the site's own API for exactly the two calls", async () => {
    const { store, get } = storeWith({ list: LIST, status: { code: 0, data: { mint_all: false } } });
    await store.refresh();
    expect(get.mock.calls.map(([p]) => p).sort()).toEqual([MINT_PATHS.list, MINT_PATHS.status].sort());
  });

  it("uses the request helper by default without showing anything, logging errors with console.error", async () => {
    const fetch = vi.fn(async () => new Response("oops", { status: 502 }));
    vi.stubGlobal("fetch", fetch);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    // No DOM in this test: any attempt to show a message would throw.
    const store = createMintStore();
    await store.refresh();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.values(MINT_PATHS)).toContain(url);
    expect(init.credentials).toBe("same-origin");
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(store.getState()).toEqual({ loading: false, indexData: [], statusDone: 0, soldOutStatus: false });
  });

  it("stops telling a listener once it unsubscribes", async () => {
    const store = createMintStore({}, { get: async () => LIST, log: () => {} });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.fetchIndexData();
    const seen = listener.mock.calls.length;
    expect(seen).toBeGreaterThan(0);
    unsubscribe();
    await store.fetchIndexData();
    expect(listener).toHaveBeenCalledTimes(seen);
  });
});

describe("mint store: following the live state", () => {
  it("polls both calls at the given interval, and the same transitions bring a sold-out answer in", async () => {
    let soldOut = false;
    const log = vi.fn();
    const get = vi.fn(async (path: string) => (path.endsWith(MINT_PATHS.list) ? LIST : { code: 0, data: { mint_all: soldOut } }));
    let tick: (() => Promise<unknown>) | undefined;
    const poll = vi.fn((task: () => Promise<unknown>, options: { pollingInterval: number; refreshOnWindowFocus: boolean }) => {
      tick = task;
      expect(options).toEqual({ pollingInterval: 30_000, refreshOnWindowFocus: true });
      return () => (tick = undefined);
    });
    const store = createMintStore(seedState({ soldOut: false, listSize: 1, stale: false }), { get, log, poll });
    const stop = store.follow(30_000);
    soldOut = true;
    await tick!();
    expect(store.getState()).toMatchObject({ loading: false, statusDone: 1, soldOutStatus: true });
    expect(get).toHaveBeenCalledTimes(2);
    stop();
    expect(tick).toBeUndefined();
  });
});

describe("mint store: when the followed status is asked for again", () => {
  const at = 1_000_000;
  it("comes just after the site's answer turns over", () => {
    expect(nextFollowDelay({ seconds: 2, at }, 5000, at, 0)).toBe(4000);
    expect(nextFollowDelay({ seconds: 0, at }, 5000, at, 0)).toBe(5000);
    expect(nextFollowDelay({ seconds: 4, at }, 5000, at + 500, 0)).toBe(1500);
  });

  it("asks again a second after a stale answer (the site is fetching a newer one), then 2, 4, 8 s... up to the interval while answers stay stale", () => {
    expect(nextFollowDelay({ seconds: 5, at }, 5000, at, 0)).toBe(1000);
    expect(nextFollowDelay({ seconds: 6, at }, 5000, at, 1)).toBe(2000);
    expect(nextFollowDelay({ seconds: 8, at }, 5000, at, 2)).toBe(4000);
    expect(nextFollowDelay({ seconds: 12, at }, 5000, at, 3)).toBe(5000);
    expect([0, 1, 2, 3, 4, 5, 6].map((run) => nextFollowDelay({ seconds: 40, at }, 30_000, at, run))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it("keeps the interval when the answer said nothing of its age", () => {
    expect(nextFollowDelay(null, 5000, at, 0)).toBe(5000);
  });
});
