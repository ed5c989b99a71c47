import { describe, expect, it } from "vitest";
import { lazyDomNotices } from "../../app/mint/browser/lazy-notices.ts";
import type { NoticeDisplay } from "../../app/mint/browser/notice.ts";

function recorder() {
  const calls: string[] = [];
  const display: NoticeDisplay = {
    message: (kind, text) => void calls.push(`message ${kind} ${text}`),
    notification: (o) => void calls.push(`notification ${o.message} ${o.description}`),
    loading: () => {
      calls.push("loader shown");
      return () => void calls.push("loader hidden");
    },
  };
  return { calls, display };
}

describe("lazily loaded notices", () => {
  it("loads the layer once, on the first notice, and passes every notice through in order", async () => {
    const { calls, display } = recorder();
    let loads = 0;
    const lazy = lazyDomNotices(async () => {
      loads++;
      return display;
    });
    expect(loads).toBe(0);
    lazy.message("error", "http error");
    lazy.notification({ message: "500", description: "boom" });
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(1);
    expect(calls).toEqual(["message error http error", "notification 500 boom"]);
  });

  it("never shows a loader for work that ended before the layer arrived", async () => {
    const { calls, display } = recorder();
    const lazy = lazyDomNotices(async () => display);
    lazy.loading()();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([]);
  });

  it("hides a loader that was shown once the work ends", async () => {
    const { calls, display } = recorder();
    const lazy = lazyDomNotices(async () => display);
    const stop = lazy.loading();
    await new Promise((r) => setTimeout(r, 0));
    stop();
    expect(calls).toEqual(["loader shown", "loader hidden"]);
  });
});
