import { describe, expect, it, vi } from "vitest";
import { createDomNotices, type NoticeDisplay, type Timers } from "../../app/mint/notice.ts";
import {
  LOADER_DELAY_MS,
  LOADER_TEXT,
  MESSAGE_DURATION_S,
  NOTIFICATION_DURATION_S,
  NOTIFICATION_OFFSET_PX,
  NOTIFICATION_PLACEMENT,
} from "../../app/mint/notice-defaults.ts";
import {
  BizError,
  createRequest,
  EXCEPTION_PATH,
  FALLBACK_ERROR_MESSAGE,
  RequestError,
  ResponseError,
  type ErrorInfo,
  type RequestConfig,
} from "../../app/mint/request.ts";

const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init });

/** A request helper over a stub fetch, with a display and navigation that record what they were asked. */
function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>, extra: Partial<RequestConfig> = {}) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => answer(String(url), init ?? {}));
  const stopLoader = vi.fn();
  const display = {
    message: vi.fn<NoticeDisplay["message"]>(),
    notification: vi.fn<NoticeDisplay["notification"]>(),
    loading: vi.fn<NoticeDisplay["loading"]>(() => stopLoader),
  };
  const navigate = vi.fn<(url: string) => void>();
  const request = createRequest({ fetch: fetch as typeof globalThis.fetch, display: () => display, navigate, ...extra });
  const initOf = (n = 0) => fetch.mock.calls[n]?.[1] as RequestInit;
  return { request, fetch, display, navigate, stopLoader, initOf };
}

describe("request helper: transport", () => {
  it.each(["get", "post", "put", "patch", "delete", "head", "options"] as const)("%s sends its method with same-origin credentials", async (name) => {
    const { request, initOf } = setup(() => json({ ok: 1 }));
    await request[name]("/api/x");
    expect(initOf().method).toBe(name.toUpperCase());
    expect(initOf().credentials).toBe("same-origin");
  });

  it.each(["post", "put", "patch", "delete"] as const)("%s sends a JSON body by default", async (name) => {
    const { request, initOf } = setup(() => json({}));
    await request[name]("/api/x", { data: { a: 1, b: "two" } });
    expect(new Headers(initOf().headers).get("content-type")).toBe("application/json;charset=UTF-8");
    expect(initOf().body).toBe('{"a":1,"b":"two"}');
  });

  it("sends form encoding when asked", async () => {
    const { request, initOf } = setup(() => json({}));
    await request.post("/api/x", { data: { a: 1, b: "two words" }, requestType: "form" });
    expect(new Headers(initOf().headers).get("content-type")).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(String(initOf().body)).toBe("a=1&b=two+words");
  });

  it("adds params to the query and parses the JSON answer", async () => {
    const { request, fetch } = setup(() => json({ code: 0, data: [1] }));
    await expect(request.get("/api/x?a=1", { params: { b: 2, c: undefined } })).resolves.toEqual({ code: 0, data: [1] });
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/x?a=1&b=2");
  });

  it("does not parse HEAD answers", async () => {
    const { request } = setup(() => new Response("not json at all"));
    await expect(request.head("/api/x")).resolves.toBeUndefined();
  });

  it("caches GET answers only when asked, for their ttl", async () => {
    let now = 1000;
    const { request, fetch } = setup(() => json({ n: fetch.mock.calls.length }), { now: () => now });
    expect(await request.get("/api/x", { useCache: true, ttl: 5000 })).toEqual({ n: 1 });
    expect(await request.get("/api/x", { useCache: true, ttl: 5000 })).toEqual({ n: 1 });
    now += 5001;
    expect(await request.get("/api/x", { useCache: true, ttl: 5000 })).toEqual({ n: 2 });
    await request.get("/api/x");
    expect(fetch).toHaveBeenCalledTimes(3);
    await request.post("/api/x", { useCache: true });
    await request.post("/api/x", { useCache: true });
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it("shows the loader for requests that ask for it, and stops it when they end", async () => {
    const { request, display, stopLoader } = setup(() => json({}));
    await request.get("/api/x", { loading: true });
    expect(display.loading).toHaveBeenCalledTimes(1);
    expect(stopLoader).toHaveBeenCalledTimes(1);
    await request.get("/api/x");
    expect(display.loading).toHaveBeenCalledTimes(1);
  });
});

describe("request helper: transport errors", () => {
  it("fails with type Timeout and 'timeout of N ms exceeded' when the answer is too slow", async () => {
    const { request, display } = setup(
      (_, init) => new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const error = await request.get("/api/slow", { timeout: 30 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ type: "Timeout", message: "timeout of 30 ms exceeded" });
    expect(display.message).toHaveBeenCalledWith("error", "timeout of 30 ms exceeded");
  });

  it("fails with type HttpError and 'http error' on a non-2xx answer, keeping the parsed body", async () => {
    const { request, display } = setup(() => json({ reason: "down" }, { status: 503 }));
    const error = await request.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ type: "HttpError", message: "http error", data: { reason: "down" } });
    expect((error as ResponseError).response.status).toBe(503);
    expect(display.message).toHaveBeenCalledWith("error", "http error");
  });

  it("fails with 'JSON.parse fail' when a 2xx body is not JSON", async () => {
    const { request, display } = setup(() => new Response("<html>"));
    const error = await request.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ type: "ParseError", message: "JSON.parse fail" });
    expect(display.message).toHaveBeenCalledWith("error", "JSON.parse fail");
  });

  it("shows the error's own message when the network fails, or the fallback when it has none", async () => {
    const a = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(a.request.get("/api/x")).rejects.toMatchObject({ type: "Network", message: "Failed to fetch" });
    expect(a.display.message).toHaveBeenCalledWith("error", "Failed to fetch");
    const b = setup(() => Promise.reject(new TypeError("")));
    await expect(b.request.get("/api/x")).rejects.toBeInstanceOf(RequestError);
    expect(b.display.message).toHaveBeenCalledWith("error", FALLBACK_ERROR_MESSAGE);
  });

  it("shows the fallback for an error without structured info or a message", () => {
    const { request, display } = setup(() => json({}));
    request.handleError("something odd");
    request.handleError(new Error(""));
    expect(display.message.mock.calls).toEqual([
      ["error", FALLBACK_ERROR_MESSAGE],
      ["error", FALLBACK_ERROR_MESSAGE],
    ]);
  });
});

describe("request helper: business errors and their display types", () => {
  const biz = (extra: Partial<ErrorInfo>): ErrorInfo => ({ success: false, errorCode: "E42", errorMessage: "Wallet not eligible", ...extra });

  it("turns a success flag of false into a BizError carrying the server's message", async () => {
    const { request } = setup(() => json(biz({})));
    const error = await request.get("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BizError);
    expect(error).toMatchObject({ message: "Wallet not eligible", info: { errorCode: "E42" } });
  });

  it("does not treat an answer without a success flag (like the mint calls' code) as a business error", async () => {
    const { request } = setup(() => json({ code: 1, data: null }));
    await expect(request.get("/api/x")).resolves.toEqual({ code: 1, data: null });
  });

  it.each([undefined, "error", 2] as const)("shows an error message by default and for showType %s", async (showType) => {
    const { request, display } = setup(() => json(biz({ showType })));
    await expect(request.get("/api/x")).rejects.toBeInstanceOf(BizError);
    expect(display.message).toHaveBeenCalledWith("error", "Wallet not eligible");
  });

  it.each(["warning", 1] as const)("shows a warning message for showType %s", async (showType) => {
    const { request, display } = setup(() => json(biz({ showType })));
    await expect(request.get("/api/x")).rejects.toBeInstanceOf(BizError);
    expect(display.message).toHaveBeenCalledWith("warning", "Wallet not eligible");
  });

  it.each(["silent", 0] as const)("shows nothing for showType %s, and still rejects", async (showType) => {
    const { request, display, navigate } = setup(() => json(biz({ showType })));
    await expect(request.get("/api/x")).rejects.toBeInstanceOf(BizError);
    expect(display.message).not.toHaveBeenCalled();
    expect(display.notification).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each(["notification", 4] as const)("shows a notification with the code as title for showType %s", async (showType) => {
    const { request, display } = setup(() => json(biz({ showType })));
    await expect(request.get("/api/x")).rejects.toBeInstanceOf(BizError);
    expect(display.notification).toHaveBeenCalledWith({ message: "E42", description: "Wallet not eligible" });
  });

  it.each(["redirect", 9] as const)("redirects to the error page with errorCode and errorMessage for showType %s", async (showType) => {
    const { request, navigate } = setup(() => json(biz({ showType, errorMessage: "Not yet & maybe never" })));
    await expect(request.get("/api/x")).rejects.toBeInstanceOf(BizError);
    const url = new URL(navigate.mock.calls[0]?.[0] ?? "", "https://site.test");
    expect(url.pathname).toBe(EXCEPTION_PATH);
    expect(url.searchParams.get("errorCode")).toBe("E42");
    expect(url.searchParams.get("errorMessage")).toBe("Not yet & maybe never");
  });

  it("uses 'Request error, please retry.' when the server sends no message", async () => {
    const { request, display } = setup(() => json({ success: false }));
    await expect(request.get("/api/x")).rejects.toMatchObject({ message: FALLBACK_ERROR_MESSAGE });
    expect(display.message).toHaveBeenCalledWith("error", FALLBACK_ERROR_MESSAGE);
  });

  it("shows nothing with skipErrorHandler, and the caller gets the error", async () => {
    const { request, display, navigate } = setup(() => json(biz({ showType: "redirect" })));
    await expect(request.get("/api/x", { skipErrorHandler: true })).rejects.toBeInstanceOf(BizError);
    expect(display.message).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

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
