// A seeded generator of hostile requests: same seed, same requests, so a failure always reproduces.
import { routes } from "../../app/routes.ts";
import { site } from "../../app/site.ts";
import { mulberry32 } from "../../scripts/mulberry32.ts";

export interface HostileRequest {
  /** Index in the run; also the number in this request's markers. */
  n: number;
  method: string;
  /** Path and query, exactly as sent (may be invalid percent-encoding on purpose). */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** What this request tried, for failure messages. */
  kind: string;
  /** The origin the request is addressed to (its Host); the test's own when absent. */
  origin?: string;
}


/** The raw markup a request carries: it must never come back unescaped. */
export const marker = (n: number) => `<x-marker-${n}>`;
export const scriptPayload = (n: number) => `<script>m${n}()</script>`;

const enc = encodeURIComponent;
const doubleEnc = (s: string) => enc(enc(s));

export const MINT_ENDPOINTS = ["/v1/mint/status/", "/v1/mint/address/list/"];
const SEO_FILES = ["/sitemap.xml", "/robots.txt", site.feedPath];

/** Odd methods (workerd's fetch refuses names it does not know, so made-up ones cannot be sent). */
const ODD_METHODS = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "PURGE", "SEARCH", "REPORT", "PROPPATCH"];

const TRAVERSALS = [
  "/../../../etc/passwd",
  "/%2e%2e/%2e%2e/wrangler.toml",
  "/%252e%252e/%252e%252e/package.json",
  "/..%2f..%2fworker%2findex.ts",
  "/static/../wrangler.toml",
  "/static/build/..%2f..%2f..%2fpackage.json",
  "/static/%2e%2e/%2e%2e/.dev.vars",
  "/static/media/..%5c..%5cwrangler.toml",
  "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
  "/%e0%80%ae%e0%80%ae/",
  "/%c0%af%c0%afetc",
  "/.%00./.%00./",
  "/blog/%00",
  "/blog%00.html",
  "/\\..\\..\\windows\\win.ini",
  "/blog\\..\\roadmap",
  "//evil.example/",
  "///evil.example//",
  "/\\evil.example",
  "/%5c%5cevil.example",
  "/%2f%2fevil.example",
  "/_headers",
  "/.wrangler/state",
  "/.git/config",
  "/v1/mint/status/../address/list/",
  "/v1/mint/status/%2e%2e/address/list/",
  "/v1/mint/status",
  "/v1/mint/status//",
  "/v1/mint/STATUS/",
  "/v1/../v1/mint/status/",
  "/v1/mint/address/list/%00",
  "/v1",
  "/v1/",
];

const BAD_ENCODINGS = ["%", "%%", "%zz", "%E0%A4%A", "%ff%fe%fd", "%c3%28", "%a0%a1", "%f0%28%8c%bc", "%ed%a0%80", "%u003c", "%0d%0aX-Injected:%20yes", "%0aSet-Cookie:%20a=b", "%25", "%2500"];

const UNICODE = ["блог", "😀", "\u202emoc.live", "ﬀ", "Å", "ı", "\u0000", "𝔪𝔢𝔯𝔦𝔡𝔦𝔞𝔫", "ブログ", "\ufeff", "\u00a0"];

/** Hosts a request may claim: none of them may ever appear in a canonical, share or sitemap URL. */
export const HOSTILE_HOSTS = ["https://evil.example", "http://127.0.0.1:1", "https://xn--mrdian-5ua.example", "https://a.b.c.d.e.f.g.example", `https://${"h".repeat(60)}.example`];

/** CR/LF smuggled in paths and queries, encoded (fetch refuses them raw): no header may come of them. */
const CRLF = ["%0d%0aSet-Cookie:%20a=b", "%0D%0ALocation:%20https://evil.example", "%0aX-Injected:%20yes", "%0d%0a%0d%0a<x>", "%E5%98%8A%E5%98%8DX-Injected:%20yes"];

/** A route path with some of its characters percent-encoded, in either letter case: the same page under another spelling. */
export function encodedSpelling(path: string, rand: () => number): string {
  let out = "";
  for (const ch of path) {
    if (ch !== "/" && rand() < 0.25) {
      const hex = ch.charCodeAt(0).toString(16);
      out += `%${rand() < 0.5 ? hex : hex.toUpperCase()}`;
    } else out += ch;
  }
  return out === path ? path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`) : out;
}

const ACCEPTS = ["*/*", "text/html;;;q=abc", "application/json", "image/*;q=0", "x/" + "y".repeat(2000), "", "text/html, */*;q=-1"];
const RANGES = ["bytes=0-10", "bytes=999999999-", "bytes=-1", "bytes=a-b", "bytes=0-1,2-3,4-5", "items=0-1", "bytes=10-5"];

export function generateHostileRequests(count: number, seed: number): HostileRequest[] {
  const rand = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const chance = (p: number) => rand() < p;
  const int = (max: number) => Math.floor(rand() * max);
  const pagePaths = routes.map((r) => r.path);

  /** The marker in one of its disguises: raw (URL-encoded by fetch), percent-encoded, or double-encoded. */
  function disguised(n: number): string {
    const raw = chance(0.3) ? scriptPayload(n) + marker(n) : marker(n);
    return pick([raw, enc(raw), doubleEnc(raw), raw.replace("<", "%3C").replace(">", "%3e")]);
  }

  function randomQuery(n: number): string {
    const parts: string[] = [];
    for (let i = 0, k = 1 + int(4); i < k; i++) {
      const key = pick(["q", "errorCode", "errorMessage", "utm_source", "page", "callback", "__proto__", "a[]", "", "x".repeat(300)]);
      const value = pick([disguised(n), pick(BAD_ENCODINGS), enc(pick(UNICODE)), "a".repeat(int(3000)), disguised(n) + pick(BAD_ENCODINGS)]);
      parts.push(`${key}=${value}`);
    }
    return `?${parts.join(pick(["&", "&&", ";", "&amp;"]))}`;
  }

  function randomPath(n: number): { path: string; kind: string } {
    switch (int(9)) {
      case 0:
        return { path: pick(TRAVERSALS), kind: "traversal" };
      case 1:
        return { path: `/${pick(BAD_ENCODINGS)}${pick(["", "/x", ".html"])}`, kind: "bad-encoding" };
      case 2:
        return { path: `/${"a".repeat(8192)}`, kind: "8k-path" };
      case 3:
        return { path: `/${pick(UNICODE)}/${disguised(n)}`, kind: "unicode" };
      case 4:
        return { path: `/blog/${disguised(n)}`, kind: "article-marker" };
      case 5:
        return { path: `${pick(pagePaths)}${pick(["/", "//", "/.", "/..", "%20", "%00", "\\", ";x=1", "#frag"])}`, kind: "near-route" };
      case 6:
        return { path: pick([...MINT_ENDPOINTS, ...SEO_FILES]), kind: "api-or-seo" };
      case 7:
        return { path: `/static/${pick(["build", "media", "x"])}/${disguised(n)}${pick(["", ".js", ".css"])}`, kind: "static-miss" };
      default: {
        const alphabet = "abcXYZ019-._~!$&'()*+,;=:@%/\\<>\"` ";
        let p = "/";
        for (let i = 0, k = 1 + int(40); i < k; i++) p += alphabet[int(alphabet.length)];
        return { path: p, kind: "random" };
      }
    }
  }

  function randomHeaders(n: number): Record<string, string> {
    const h: Record<string, string> = {};
    if (chance(0.3)) h["User-Agent"] = pick(["", "Mozilla/5.0 (iPhone) " + "A".repeat(8192), marker(n), "Android Mobi iPhone", "curl/8"]);
    if (chance(0.3)) h.Accept = pick(ACCEPTS);
    if (chance(0.2)) h["If-None-Match"] = pick([`"${marker(n)}"`, "W/", "*", '"' + "e".repeat(1000) + '"', "W/\"a\", \"b\""]);
    if (chance(0.1)) h["If-Modified-Since"] = pick(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", marker(n)]);
    if (chance(0.2)) h.Range = pick(RANGES);
    if (chance(0.1)) h["Accept-Encoding"] = pick(["br;q=x", "gzip, deflate, zstd", "identity;q=0", "*;q=0"]);
    if (chance(0.1)) h.Cookie = `s=${"c".repeat(4000)}; m=${enc(marker(n))}`;
    if (chance(0.1)) h.Referer = `https://evil.example/${enc(marker(n))}`;
    if (chance(0.1)) h["X-Forwarded-Host"] = "evil.example";
    if (chance(0.1)) h["Accept-Language"] = pick(["*", "xx-" + "y".repeat(500), "en;q=abc"]);
    return h;
  }

  const out: HostileRequest[] = [];
  for (let n = 0; n < count; n++) {
    const roll = rand();
    let method = roll < 0.55 ? "GET" : roll < 0.65 ? "HEAD" : pick(ODD_METHODS);
    let target: string;
    let kind: string;
    let origin: string | undefined;
    if (n % 11 === 0) {
      target = encodedSpelling(pick(pagePaths.filter((p) => p !== "/")), rand) + (chance(0.3) ? `?ref=${n}` : "");
      kind = "encoded-route";
    } else if (n % 13 === 0) {
      origin = pick(HOSTILE_HOSTS);
      target = pick([...pagePaths, ...SEO_FILES]);
      kind = "host";
    } else if (n % 17 === 0) {
      target = pick([`${pick(pagePaths)}${pick(CRLF)}`, `/exception?errorCode=1&errorMessage=${pick(CRLF)}`, `${pick(MINT_ENDPOINTS)}?q=${pick(CRLF)}`, `/${pick(CRLF)}`]);
      kind = "crlf";
    } else if (n % 19 === 0) {
      // Method names in other letter cases (fetch upper-cases only the six it normalizes).
      method = pick(["get", "Get", "head", "patch", "Patch", "options", "post", "delete", "trace", "propfind"]);
      target = pick([...pagePaths, ...MINT_ENDPOINTS]);
      kind = "method-case";
    } else if (n % 5 === 0) {
      // Query strings on every route, the error page and the mint endpoints included.
      const all = [...pagePaths, ...MINT_ENDPOINTS, ...SEO_FILES];
      target = all[(n / 5) % all.length] + randomQuery(n);
      kind = "route-query";
    } else if (n % 7 === 0) {
      target = `/exception?errorCode=${enc(marker(n))}&errorMessage=${enc(scriptPayload(n))}${chance(0.5) ? pick(BAD_ENCODINGS) : ""}`;
      kind = "exception-xss";
    } else {
      const p = randomPath(n);
      target = p.path + (chance(0.4) ? randomQuery(n) : "");
      kind = p.kind;
    }
    const body = ["POST", "PUT", "PATCH", "DELETE"].includes(method) && chance(0.7)
      ? pick([JSON.stringify({ m: marker(n) }), marker(n).repeat(int(5000) + 1), `a=${enc(scriptPayload(n))}`])
      : undefined;
    out.push({ n, method, target, headers: randomHeaders(n), body, kind, ...(origin ? { origin } : {}) });
  }
  return out;
}
