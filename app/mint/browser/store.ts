// The mint store and its transitions. Mint errors go to the console only.
import { isMintListBody, MINT_PATHS, type MintListData, type MintStatusBody } from "../shared/contract.ts";
import { request as siteRequest, type RequestFn } from "./request.ts";

export interface MintState {
  /** True while a mint call runs; cleared when the calls end, also on error. */
  loading: boolean;
  /** null until the list call ends; then the data object (code 0, non-empty list) or an empty list. */
  indexData: MintListData | [] | null;
  /** 0 until the status call succeeds, then 1. */
  statusDone: 0 | 1;
  /** data.mint_all of the last successful status call: true is sold out. */
  soldOutStatus: boolean;
}

export const INITIAL_MINT_STATE: MintState = { loading: false, indexData: null, statusDone: 0, soldOutStatus: false };

export interface MintStoreDeps {
  /** GET of one mint call; resolves with the parsed body. Default: the request helper, errors not displayed. */
  get?: (path: string) => Promise<unknown>;
  /** Where mint errors go. */
  log?: (...args: unknown[]) => void;
  /** Prefix of the two paths (the API host); the site itself by default. */
  apiHost?: string;
  /** Called after each status call that succeeded (the page then knows the state is current). */
  onStatus?: () => void;
  /** The polling option (default: the request helper's). */
  poll?: (task: () => Promise<unknown>, options: { pollingInterval: number; refreshOnWindowFocus: boolean }) => () => void;
  /** The request helper to use (default: the site's, in English). */
  request?: RequestFn;
}

export interface MintStore {
  getState(): MintState;
  subscribe(listener: () => void): () => void;
  /** The address list call. */
  fetchIndexData(): Promise<void>;
  /** The status call. */
  fetchStatus(): Promise<void>;
  /** Both calls, side by side. */
  refresh(): Promise<void>;
  /** Both calls again every `intervalMs` while the page is visible, and at once when the reader comes back; returns stop. */
  follow(intervalMs: number): () => void;
}

/** The default GET: the request helper, errors not displayed, noting how old the site's copy of each answer is (Age). */
function defaultGet(request: RequestFn, path: string, onAge: (seconds: number) => void): Promise<unknown> {
  return request.get<unknown>(path, {
    skipErrorHandler: true,
    timeout: 10_000,
    onResponse: (res) => {
      const age = Number(res.headers.get("Age"));
      if (res.ok && Number.isFinite(age) && age >= 0) onAge(age);
    },
  });
}

export function createMintStore(initial: Partial<MintState> = {}, deps: MintStoreDeps = {}): MintStore {
  /** How old the last status answer was when it arrived, and when: the site has a newer one a window after it was fetched. */
  let statusAge: StatusAge | null = null;
  const request = deps.request ?? siteRequest;
  const get = deps.get ?? ((path: string) => defaultGet(request, path, (seconds) => path.endsWith(MINT_PATHS.status) && (statusAge = { seconds, at: Date.now() })));
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const host = deps.apiHost ?? "";
  let state: MintState = { ...INITIAL_MINT_STATE, ...initial };
  const listeners = new Set<() => void>();
  let running = 0;

  function set(patch: Partial<MintState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  /** loading stays set until the last running call ends, whatever the outcome. */
  async function run(task: () => Promise<void>): Promise<void> {
    running += 1;
    if (!state.loading) set({ loading: true });
    try {
      await task();
    } finally {
      running -= 1;
      if (running === 0) set({ loading: false });
    }
  }

  function fetchIndexData(): Promise<void> {
    return run(async () => {
      let next: MintState["indexData"] = [];
      try {
        const body = await get(`${host}${MINT_PATHS.list}`);
        if (!isMintListBody(body)) log("mint address list: unusable answer, code", (body as { code?: unknown } | null)?.code);
        else if (body.data.list.length > 0) next = body.data;
      } catch (error) {
        log("mint address list failed:", error);
      }
      set({ indexData: next });
    });
  }

  function fetchStatus(): Promise<void> {
    return run(async () => {
      try {
        const body = (await get(`${host}${MINT_PATHS.status}`)) as Partial<MintStatusBody> | null;
        if (body?.code === 0 && typeof body.data?.mint_all === "boolean") {
          set({ statusDone: 1, soldOutStatus: body.data.mint_all });
          deps.onStatus?.();
        } else log("mint status: unusable answer, code", body?.code);
      } catch (error) {
        log("mint status failed:", error);
      }
    });
  }

  async function refresh(): Promise<void> {
    await Promise.all([fetchIndexData(), fetchStatus()]);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetchIndexData,
    fetchStatus,
    refresh,
    follow: (intervalMs) => {
      let staleRun = 0;
      return (deps.poll ?? request.poll)(
        async () => {
          await refresh();
          const delay = nextFollowDelay(statusAge, intervalMs, Date.now(), staleRun);
          staleRun = isStale(statusAge, intervalMs) ? staleRun + 1 : 0;
          return delay;
        },
        { pollingInterval: intervalMs, refreshOnWindowFocus: true },
      );
    },
  };
}

/**
 * When the followed status is asked for again: just after the site's answer turns over, so a change shows within one
 * window (plus a second). A stale answer means the site is fetching a newer one at that moment: once more a second
 * later, then 2, 4, 8 s... up to the plain interval while answers stay stale (`staleRun`: the stale answers just
 * before this one). A refresh that takes longer than a second (a slow upstream on mint day, a busy edge) is then
 * caught within seconds, not a whole window later; an upstream that is down costs a visitor a handful of calls to
 * the site's cached answer before the interval.
 */
export function nextFollowDelay(age: StatusAge | null, intervalMs: number, now: number, staleRun: number): number {
  if (!age) return intervalMs;
  if (isStale(age, intervalMs)) return Math.min(intervalMs, 1000 * 2 ** staleRun);
  const turnsOver = age.at + (intervalMs - age.seconds * 1000);
  return Math.min(intervalMs, Math.max(1000, turnsOver - now + 1000));
}

/** How old the last status answer was when it arrived, and when it arrived. */
type StatusAge = { seconds: number; at: number };

function isStale(age: StatusAge | null, intervalMs: number): boolean {
  return age !== null && age.seconds * 1000 >= intervalMs;
}
