import { describe, expect, it, vi } from "vitest";
import { poll, type PollingEnv } from "../../app/mint/browser/polling.ts";

/** A page whose visibility and focus a test controls, on fake timers. */
function fakePage() {
  const listeners = new Map<string, Set<(event?: unknown) => void>>();
  const on = (type: string, fn: (event?: unknown) => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(fn);
  const off = (type: string, fn: (event?: unknown) => void) => void listeners.get(type)?.delete(fn);
  const fire = (type: string, event?: unknown) => listeners.get(type)?.forEach((fn) => fn(event));
  const doc = { visibilityState: "visible" as DocumentVisibilityState, addEventListener: on, removeEventListener: off };
  const env = {
    document: doc,
    window: { addEventListener: on, removeEventListener: off },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: never) => clearTimeout(id),
  } as unknown as PollingEnv;
  return {
    env,
    hide: () => ((doc.visibilityState = "hidden"), fire("visibilitychange")),
    show: () => ((doc.visibilityState = "visible"), fire("visibilitychange")),
    focus: () => fire("focus"),
    /** Back/Forward: into the back/forward cache and out of it again (pagehide and pageshow, persisted). */
    leave: () => fire("pagehide", { persisted: true }),
    restore: () => fire("pageshow", { persisted: true }),
    listeners: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

describe("the request helper's polling option", () => {
  it("runs nothing while the page is in the back/forward cache and asks again at once when it is restored", async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const task = vi.fn(async () => undefined);
    const stop = poll(task, { pollingInterval: 30_000, refreshOnWindowFocus: false }, page.env);
    page.leave();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(task).toHaveBeenCalledTimes(0);
    page.restore();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(2);
    stop();
    expect(page.listeners()).toBe(0);
    vi.useRealTimers();
  });

  it("runs the task once per interval while the page is visible", async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const task = vi.fn(async () => undefined);
    const stop = poll(task, { pollingInterval: 30_000 }, page.env);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(task).toHaveBeenCalledTimes(3);
    expect(page.listeners()).toBe(0);
    vi.useRealTimers();
  });

  it("stops while the page is hidden and refreshes at once when the reader comes back", async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const task = vi.fn(async () => undefined);
    const stop = poll(task, { pollingInterval: 30_000 }, page.env);
    page.hide();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(task).toHaveBeenCalledTimes(0);
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    page.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
    vi.useRealTimers();
  });

  it("never overlaps runs, and a failing task does not stop the polling", async () => {
    vi.useFakeTimers();
    const page = fakePage();
    let calls = 0;
    const task = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error("network");
    });
    const stop = poll(task, { pollingInterval: 1000 }, page.env);
    await vi.advanceTimersByTimeAsync(1000);
    page.focus();
    page.focus();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task.mock.calls.length).toBeGreaterThanOrEqual(3);
    stop();
    vi.useRealTimers();
  });

  it("a reader who comes back while a run is under way gets one more run right after it, not an interval later", async () => {
    vi.useFakeTimers();
    const page = fakePage();
    let finish = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = poll(task, { pollingInterval: 30_000 }, page.env);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(task).toHaveBeenCalledTimes(1); // under way: its request went out before the reader left
    page.hide();
    page.show();
    page.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1); // never two at once
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2); // the answer as of the reader's return
    finish();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(task).toHaveBeenCalledTimes(2); // then the interval, once
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
    vi.useRealTimers();
  });
});
