// The browser request helper: one transport for every method, typed errors (Timeout, HttpError, ParseError),
// and an error handler that shows each business error the way the server asks for (or not at all).
import type { NoticeDisplay } from "./notice.ts";
import { lazyDomNotices } from "./lazy-notices.ts";
import { poll, type PollingOptions } from "./polling.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
export type ErrorDisplay = "silent" | "warning" | "error" | "notification" | "redirect";

/** Numeric show types some servers send, mapped to the display they mean. */
export const SHOW_TYPES: Readonly<Record<number, ErrorDisplay>> = { 0: "silent", 1: "warning", 2: "error", 4: "notification", 9: "redirect" };
export const DEFAULT_ERROR_DISPLAY: ErrorDisplay = "error";
export const FALLBACK_ERROR_MESSAGE = "Request error, please retry.";
export const EXCEPTION_PATH = "/exception";
/** How long a cached GET answer is reused unless `ttl` says otherwise. */
export const DEFAULT_CACHE_TTL_MS = 60_000;

export interface RequestOptions {
  method?: Method;
  /** Added to the URL's query. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** The body of POST, PUT, PATCH and DELETE. */
  data?: unknown;
  /** "json" (default) or "form" (application/x-www-form-urlencoded). */
  requestType?: "json" | "form";
  headers?: Record<string, string>;
  /** Milliseconds before the request fails with a Timeout error. */
  timeout?: number;
  /** GET only: reuse a successful answer of the same URL for `ttl` ms. */
  useCache?: boolean;
  ttl?: number;
  /** The caller handles errors itself: nothing is shown, the error is only thrown. */
  skipErrorHandler?: boolean;
  /** false: resolve with the raw Response, unread. */
  parseResponse?: boolean;
  /** Show the delayed loader while the request runs. */
  loading?: boolean;
  /** Sees the raw answer (its headers) before it is parsed. */
  onResponse?: (response: Response) => void;
}

/** What a server sends to describe a business error. */
export interface ErrorInfo {
  success: false;
  data?: unknown;
  errorCode?: string | number;
  errorMessage?: string;
  showType?: number | ErrorDisplay;
}

/** A request that never got an answer: type Timeout, or Network when the fetch itself failed. */
export class RequestError extends Error {
  override name = "RequestError";
  constructor(
    message: string,
    readonly type: "Timeout" | "Network",
    readonly url: string,
  ) {
    super(message);
  }
}

/** An answer that cannot be used: type HttpError (non-2xx) or ParseError (body is not JSON). */
export class ResponseError extends Error {
  override name = "ResponseError";
  constructor(
    message: string,
    readonly type: "HttpError" | "ParseError",
    readonly response: Response,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A well-formed answer whose success flag is false; it carries the server's message. */
export class BizError extends Error {
  override name = "BizError";
  constructor(
    readonly info: ErrorInfo,
    fallback = FALLBACK_ERROR_MESSAGE,
  ) {
    super(info.errorMessage || fallback);
  }
}

export function displayOf(showType: ErrorInfo["showType"]): ErrorDisplay {
  if (typeof showType === "number") return SHOW_TYPES[showType] ?? DEFAULT_ERROR_DISPLAY;
  return showType ?? DEFAULT_ERROR_DISPLAY;
}

export function exceptionUrl(code: string | number | undefined, message: string): string {
  return `${EXCEPTION_PATH}?${new URLSearchParams({ errorCode: String(code ?? ""), errorMessage: message })}`;
}

export interface RequestConfig {
  /** The words the helper shows, in the page's language (defaults: 'Request error, please retry.', 'loading...'). */
  texts?: { fallback?: string; loading?: string };
  fetch?: typeof fetch;
  /** The display layer; by default the DOM one, made on first use. */
  display?: () => NoticeDisplay;
  /** Where the redirect display type goes. */
  navigate?: (url: string) => void;
  now?: () => number;
}

function isErrorInfo(body: unknown): body is ErrorInfo {
  return typeof body === "object" && body !== null && (body as { success?: unknown }).success === false;
}

function withParams(url: string, params: RequestOptions["params"]): string {
  const pairs = Object.entries(params ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (pairs.length === 0) return url;
  const query = new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString();
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

function encodeBody(data: unknown, type: RequestOptions["requestType"], headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (typeof data === "string" || data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) return data;
  if (type === "form") {
    headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(data as Record<string, unknown>)) if (v !== undefined && v !== null) form.append(k, String(v));
    return form;
  }
  headers.set("Content-Type", "application/json;charset=UTF-8");
  return JSON.stringify(data);
}

export type RequestFn = (<T = unknown>(url: string, options?: RequestOptions) => Promise<T>) & {
  [M in "get" | "post" | "put" | "patch" | "delete" | "head" | "options"]: <T = unknown>(url: string, options?: Omit<RequestOptions, "method">) => Promise<T>;
} & {
  /** Shows a business error as its showType asks, any other as an error message (unless skipErrorHandler). */
  handleError: (error: unknown) => void;
  clearCache: () => void;
  /** The polling and focus-refresh options: runs `task` every interval while the page is visible; returns stop. */
  poll: (task: () => Promise<unknown>, options: PollingOptions) => () => void;
};

export function createRequest(config: RequestConfig = {}): RequestFn {
  const now = config.now ?? (() => Date.now());
  const cache = new Map<string, { expires: number; data: unknown }>();
  let dom: NoticeDisplay | undefined;
  const fallback = config.texts?.fallback ?? FALLBACK_ERROR_MESSAGE;
  const display = config.display ?? (() => (dom ??= lazyDomNotices(undefined, config.texts?.loading)));
  const navigate = config.navigate ?? ((url: string) => window.location.assign(url));

  function handleError(error: unknown): void {
    if (error instanceof BizError) {
      const { errorCode, showType } = error.info;
      const text = error.message;
      switch (displayOf(showType)) {
        case "silent":
          return;
        case "warning":
          return display().message("warning", text);
        case "error":
          return display().message("error", text);
        case "notification":
          return display().notification({ message: String(errorCode ?? "Error"), description: text });
        case "redirect":
          return navigate(exceptionUrl(errorCode, text));
      }
    }
    const message = error instanceof Error ? error.message : "";
    display().message("error", message || fallback);
  }

  async function transport(url: string, options: RequestOptions): Promise<unknown> {
    const method = options.method ?? "GET";
    const target = withParams(url, options.params);
    const cacheable = method === "GET" && options.useCache === true;
    const hit = cacheable ? cache.get(target) : undefined;
    if (hit && hit.expires > now()) return hit.data;

    const headers = new Headers({ Accept: "application/json", ...options.headers });
    const body = method === "GET" || method === "HEAD" ? undefined : encodeBody(options.data, options.requestType, headers);
    const controller = new AbortController();
    const { timeout } = options;
    let timedOut = false;
    const timer = timeout && timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
    let response: Response;
    let text = "";
    try {
      response = await (config.fetch ?? fetch)(target, { method, headers, body, credentials: "same-origin", signal: controller.signal });
      options.onResponse?.(response);
      if (options.parseResponse === false) {
        if (!response.ok) throw new ResponseError("http error", "HttpError", response);
        return response;
      }
      // The timeout covers the body too.
      if (method !== "HEAD") text = await response.text();
    } catch (err) {
      if (timedOut) throw new RequestError(`timeout of ${timeout} ms exceeded`, "Timeout", target);
      if (err instanceof ResponseError) throw err;
      throw new RequestError(err instanceof Error && err.message ? err.message : fallback, "Network", target);
    } finally {
      clearTimeout(timer);
    }
    let data: unknown = undefined;
    let parsed = true;
    if (text !== "") {
      try {
        data = JSON.parse(text);
      } catch {
        parsed = false;
        data = text;
      }
    }
    if (!response.ok) throw new ResponseError("http error", "HttpError", response, data);
    if (!parsed) throw new ResponseError("JSON.parse fail", "ParseError", response, text);
    if (isErrorInfo(data)) throw new BizError(data, fallback);
    if (cacheable) cache.set(target, { expires: now() + (options.ttl ?? DEFAULT_CACHE_TTL_MS), data });
    return data;
  }

  async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
    const stop = options.loading ? display().loading() : undefined;
    try {
      return (await transport(url, options)) as T;
    } catch (error) {
      if (!options.skipErrorHandler) handleError(error);
      throw error;
    } finally {
      stop?.();
    }
  }

  const bind =
    (method: Method) =>
    <T>(url: string, options?: Omit<RequestOptions, "method">) =>
      request<T>(url, { ...options, method });
  return Object.assign(request, {
    get: bind("GET"),
    post: bind("POST"),
    put: bind("PUT"),
    patch: bind("PATCH"),
    delete: bind("DELETE"),
    head: bind("HEAD"),
    options: bind("OPTIONS"),
    handleError,
    clearCache: () => cache.clear(),
    poll: (task: () => Promise<unknown>, options: PollingOptions) => poll(task, options),
  });
}

/** The site's helper: DOM notices, same-origin credentials, redirects through location. */
export const request = createRequest();
