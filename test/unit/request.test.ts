import { describe, expect, it, vi } from "vitest";
import type { NoticeDisplay } from "../../app/mint/browser/notice.ts";
import {
  BizError,
  createRequest,
  EXCEPTION_PATH,
  FALLBACK_ERROR_MESSAGE,
  RequestError,
  ResponseError,
  type ErrorInfo,
  type RequestConfig,
} from "../../app/mint/browser/request.ts";
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
    const { request, display } = setup((_, init) => new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))));
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
