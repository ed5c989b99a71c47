// The request helper's polling and focus-refresh options: run a task again every interval while the
// page is visible, pause while it is hidden or in the back/forward cache, and run it at once when the reader comes back
// (focus, visible again, or the page restored by Back or Forward):
// what they see then was asked for after they came back, even when a run was already under way.

export interface PollingOptions {
  /** Milliseconds between runs while the page is visible. */
  pollingInterval: number;
  /** Run at once when the window regains focus or the page becomes visible again (default true). */
  refreshOnWindowFocus?: boolean;
  /** Keep polling while the page is hidden (default false: a hidden tab costs the servers nothing). */
  pollingWhenHidden?: boolean;
}

export interface PollingEnv {
  document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  window: Pick<Window, "addEventListener" | "removeEventListener">;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
}

const browser = (): PollingEnv => ({ document, window, setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id) });

/**
 * Starts polling `task` (the first run comes after one interval); returns the stop function. A task may resolve to
 * the milliseconds until its next run (e.g. when the data it read will next change), instead of the interval.
 */
export function poll(task: () => Promise<unknown>, options: PollingOptions, env: PollingEnv = browser()): () => void {
  const { pollingInterval, refreshOnWindowFocus = true, pollingWhenHidden = false } = options;
  let timer: unknown;
  let stopped = false;
  let running = false;
  /** The reader came back while a run was under way: its request went out before, so one more run follows it. */
  let again = false;
  const visible = () => pollingWhenHidden || env.document.visibilityState !== "hidden";

  function schedule(delay = pollingInterval): void {
    env.clearTimeout(timer as never);
    timer = undefined;
    if (!stopped && visible()) timer = env.setTimeout(run, delay);
  }

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) return void (again = true);
    running = true;
    let next = pollingInterval;
    try {
      const hint = await task();
      if (typeof hint === "number" && hint > 0) next = hint;
    } catch {
      // The task reports its own errors; polling simply goes on.
    } finally {
      running = false;
      schedule(again ? 0 : next);
      again = false;
    }
  }

  function onBack(): void {
    if (!visible()) return schedule(); // hidden: the pending run is cancelled
    if (refreshOnWindowFocus) void run();
    else schedule();
  }

  /** Into the back/forward cache: no timer runs in a page nobody sees. */
  function onLeave(): void {
    env.clearTimeout(timer as never);
    timer = undefined;
  }

  /** Restored from the back/forward cache: what it shows may be minutes old, so it asks again at once. */
  function onRestore(event: Event): void {
    if (!(event as PageTransitionEvent).persisted) return;
    if (visible()) void run();
    else schedule();
  }

  env.document.addEventListener("visibilitychange", onBack);
  if (refreshOnWindowFocus) env.window.addEventListener("focus", onBack);
  env.window.addEventListener("pagehide", onLeave);
  env.window.addEventListener("pageshow", onRestore);
  schedule();
  return () => {
    stopped = true;
    env.clearTimeout(timer as never);
    env.document.removeEventListener("visibilitychange", onBack);
    env.window.removeEventListener("focus", onBack);
    env.window.removeEventListener("pagehide", onLeave);
    env.window.removeEventListener("pageshow", onRestore);
  };
}
