import { describe, expect, it } from "vitest";
import { createDomNotices, type Timers } from "../../app/mint/browser/notice.ts";
import {
  LOADER_DELAY_MS,
  LOADER_TEXT,
  MESSAGE_DURATION_S,
  NOTIFICATION_DURATION_S,
  NOTIFICATION_OFFSET_PX,
  NOTIFICATION_PLACEMENT,
} from "../../app/mint/browser/notice-defaults.ts";

// A DOM just big enough for the notice layer (this suite runs in Node).
class FakeElement {
  className = "";
  textContent = "";
  type = "";
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  attributes = new Map<string, string>();
  props = new Map<string, string>();
  listeners = new Map<string, () => void>();
  style = { setProperty: (name: string, value: string) => void this.props.set(name, value) };
  classList = { add: (c: string) => void (this.className = `${this.className} ${c}`.trim()) };
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  remove() {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, fn);
  }
  querySelector(selector: string): FakeElement | null {
    const cls = /^:scope > \.(.+)$/.exec(selector)?.[1];
    return this.children.find((c) => c.className.split(" ").includes(cls ?? "")) ?? null;
  }
  all(): FakeElement[] {
    return this.children.flatMap((c) => [c, ...c.all()]);
  }
}

function fakeDom() {
  const body = new FakeElement("body");
  const doc = { body, createElement: (tag: string) => new FakeElement(tag) } as unknown as Document;
  const pending: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      pending.push(t);
      return t;
    },
    clearTimeout: (t) => void ((t as { cleared: boolean }).cleared = true),
  };
  const run = (ms: number) => pending.filter((t) => t.ms === ms && !t.cleared).forEach((t) => ((t.cleared = true), t.fn()));
  const find = (cls: string) => body.all().filter((el) => el.className.split(" ").includes(cls));
  return { doc, timers, pending, run, find };
}

describe("notice layer", () => {
  it("shows a message in a live region for 1.5 s; errors as alerts, warnings as status", () => {
    const dom = fakeDom();
    const notices = createDomNotices(dom.doc, dom.timers);
    notices.message("error", "http error");
    notices.message("warning", "Careful");
    const [error, warning] = dom.find("notice-message");
    expect(dom.find("notice-messages")[0]?.getAttribute("aria-live")).toBe("polite");
    expect(error).toMatchObject({ textContent: "http error" });
    expect(error?.getAttribute("role")).toBe("alert");
    expect(warning?.getAttribute("role")).toBe("status");
    expect(MESSAGE_DURATION_S).toBe(1.5);
    expect(dom.pending.map((t) => t.ms)).toEqual([1500, 1500]);
    dom.run(1500);
    expect(dom.find("notice-message")).toHaveLength(0);
  });

  it("shows a notification for 4.5 s at the top right, 24 px from the edge, with the code as title", () => {
    const dom = fakeDom();
    createDomNotices(dom.doc, dom.timers).notification({ message: "E42", description: "Wallet not eligible" });
    expect([NOTIFICATION_DURATION_S, NOTIFICATION_PLACEMENT, NOTIFICATION_OFFSET_PX]).toEqual([4.5, "topRight", 24]);
    const corner = dom.find("notice-corner")[0];
    expect(corner?.className).toContain("notice-corner-topRight");
    expect(corner?.props.get("--notice-offset")).toBe("24px");
    expect(dom.find("notice-title")[0]?.textContent).toBe("E42");
    expect(dom.find("notice-description")[0]?.textContent).toBe("Wallet not eligible");
    expect(dom.find("notice-notification")[0]?.getAttribute("role")).toBe("alert");
    expect(dom.pending.map((t) => t.ms)).toEqual([4500]);
    dom.find("notice-close")[0]?.listeners.get("click")?.();
    expect(dom.find("notice-notification")).toHaveLength(0);
  });

  it("shows 'loading...' only for work that outlasts 200 ms, and removes it when the work ends", () => {
    const dom = fakeDom();
    const notices = createDomNotices(dom.doc, dom.timers);
    const quick = notices.loading();
    quick();
    dom.run(LOADER_DELAY_MS);
    expect(dom.find("notice-loader")).toHaveLength(0);
    const slow = notices.loading();
    expect(LOADER_DELAY_MS).toBe(200);
    dom.run(200);
    const loader = dom.find("notice-loader");
    expect(loader).toHaveLength(1);
    expect(loader[0]?.textContent).toBe(LOADER_TEXT);
    expect(LOADER_TEXT).toBe("loading...");
    expect(loader[0]?.getAttribute("role")).toBe("status");
    slow();
    expect(dom.find("notice-loader")).toHaveLength(0);
  });
});
