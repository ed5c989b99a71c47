// Hostile requests as fast-check arbitraries: hostile.test.ts draws them from one seed (printed, replayable) and
// fast-check shrinks a failing one to the smallest request that still fails.
import fc from "fast-check";
import { LANG_CODES } from "../../app/i18n/languages.ts";
import { routes } from "../../app/routes.ts";
import { site } from "../../app/site.ts";
import { PAGE_KINDS as KINDS } from "../../app/pages/index.ts";
import { CONNECTIONS, METRICS, VITALS_MAX_BYTES, VITALS_PATH } from "../../app/vitals/fields.ts";
import { SITE } from "./support.ts";
import { CSP_REPORT_PATH } from "../../worker/http/csp-reporting.ts";
import { ACCEPTS, BAD_ENCODINGS, CRLF, HOSTILE_HOSTS, ODD_METHODS, RANGES, TRAVERSALS, UNICODE, WITH_BODY } from "./hostile-inputs.ts";

const PAGE_KINDS = Object.keys(KINDS);

export interface HostileRequest {
  /** What this request tries, for the checks that apply to one kind and for the counterexample. */
  kind: string;
  method: string;
  /** Path and query, exactly as sent (may be invalid percent-encoding on purpose). */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** The origin the request is addressed to (its Host); the test's own when absent. */
  origin?: string;
}

/** The raw markup a request carries: it must never come back unescaped, in this answer or any later one. */
export const MARKER = "<x-marker-7>";
export const SCRIPT = "<script>m7()</script>";

const enc = encodeURIComponent;

export const MINT_ENDPOINTS = ["/v1/mint/status/", "/v1/mint/address/list/"];
const SEO_FILES = ["/sitemap.xml", "/robots.txt", site.feedPath];
const pagePaths = routes.map((r) => r.path);

/** Odd methods (workerd's fetch refuses names it does not know, so made-up ones cannot be sent). */
const one = <T>(list: readonly T[]) => fc.constantFrom(...list);
/** True `percent` times in a hundred; shrinks to false (the simpler request). */
const chance = (percent: number) => fc.nat({ max: 99 }).map((x) => x >= 100 - percent);
/** The value `percent` times in a hundred, else undefined. */
const sometimes = <T>(percent: number, arb: fc.Arbitrary<T>) => fc.tuple(chance(percent), arb).map(([on, v]) => (on ? v : undefined));
const repeated = (text: string, max: number) => fc.nat({ max }).map((k) => text.repeat(k));
/** Any text at all, percent-encoded. */
const anyText = fc.string({ unit: "grapheme", maxLength: 40 }).map(enc);

/** The marker, sometimes after a script, in one of its disguises: raw (URL-encoded by fetch), percent-encoded, or twice. */
const disguised = fc.tuple(chance(30), one(["raw", "encoded", "twice", "brackets"] as const)).map(([script, how]) => {
  const raw = script ? SCRIPT + MARKER : MARKER;
  return { raw, encoded: enc(raw), twice: enc(enc(raw)), brackets: raw.replace("<", "%3C").replace(">", "%3e") }[how];
});

const query = fc
  .tuple(
    fc.array(
      fc.tuple(
        one(["q", "errorCode", "errorMessage", "utm_source", "page", "callback", "__proto__", "a[]", "", "x".repeat(300)]),
        fc.oneof(
          disguised,
          one(BAD_ENCODINGS),
          one(UNICODE).map(enc),
          repeated("a", 3000),
          fc.tuple(disguised, one(BAD_ENCODINGS)).map(([d, b]) => d + b),
          anyText,
        ),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    one(["&", "&&", ";", "&amp;"]),
  )
  .map(([parts, separator]) => `?${parts.map(([k, v]) => `${k}=${v}`).join(separator)}`);

/** A route path with some of its characters percent-encoded, in either letter case: the same page under another spelling. */
const encodedSpelling = one(pagePaths.filter((p) => p !== "/")).chain((path) =>
  fc.array(fc.nat({ max: 7 }), { minLength: path.length, maxLength: path.length }).map((how) => {
    let out = "";
    for (const [i, ch] of [...path].entries()) {
      const hex = ch.charCodeAt(0).toString(16);
      out += ch === "/" || how[i]! > 1 ? ch : `%${how[i] === 0 ? hex : hex.toUpperCase()}`;
    }
    return out === path ? path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`) : out;
  }),
);

const anyMethod = fc.oneof({ arbitrary: fc.constant("GET"), weight: 11 }, { arbitrary: fc.constant("HEAD"), weight: 2 }, { arbitrary: one(ODD_METHODS), weight: 7 });

const hostileBody = fc.oneof(
  one([JSON.stringify({ m: MARKER }), `a=${enc(SCRIPT)}`]),
  fc.integer({ min: 1, max: 5000 }).map((k) => MARKER.repeat(k)),
);

const headers = fc
  .tuple(
    sometimes(30, one(["", "Mozilla/5.0 (iPhone) " + "A".repeat(8192), MARKER, "Android Mobi iPhone", "curl/8"])),
    sometimes(30, one(ACCEPTS)),
    sometimes(20, one([`"${MARKER}"`, "W/", "*", '"' + "e".repeat(1000) + '"', 'W/"a", "b"'])),
    sometimes(10, one(["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT", MARKER])),
    sometimes(20, one(RANGES)),
    sometimes(10, one(["br;q=x", "gzip, deflate, zstd", "identity;q=0", "*;q=0"])),
    sometimes(10, fc.constant(`s=${"c".repeat(4000)}; m=${enc(MARKER)}`)),
    sometimes(10, fc.constant(`https://evil.example/${enc(MARKER)}`)),
    sometimes(10, fc.constant("evil.example")),
    sometimes(10, one(["*", "xx-" + "y".repeat(500), "en;q=abc"])),
  )
  .map((values) => {
    const names = ["User-Agent", "Accept", "If-None-Match", "If-Modified-Since", "Range", "Accept-Encoding", "Cookie", "Referer", "X-Forwarded-Host", "Accept-Language"];
    return Object.fromEntries(names.flatMap((name, i) => (values[i] === undefined ? [] : [[name, values[i]!]])));
  });

/** A request of one kind to a target drawn by `target`, with any method, headers and (for methods that carry one) body. */
function request(kind: string, target: fc.Arbitrary<string>, method = anyMethod, origin?: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> {
  return fc.record({ method, target, headers, body: sometimes(70, hostileBody), origin: origin ?? fc.constant(undefined) }).map(({ method, target, headers, body, origin }) => ({
    kind,
    method,
    target,
    headers,
    ...(WITH_BODY.includes(method) && body !== undefined ? { body } : {}),
    ...(origin ? { origin } : {}),
  }));
}

const withQuery = (path: fc.Arbitrary<string>) => fc.tuple(path, sometimes(40, query)).map(([p, q]) => p + (q ?? ""));

const ALPHABET = [..."abcXYZ019-._~!$&'()*+,;=:@%/\\<>\"` "];

/** Paths of every sort, each sometimes with a hostile query. */
const strayPaths: fc.Arbitrary<HostileRequest>[] = [
  request("traversal", withQuery(one(TRAVERSALS))),
  request("bad-encoding", withQuery(fc.tuple(one(BAD_ENCODINGS), one(["", "/x", ".html"])).map(([b, s]) => `/${b}${s}`))),
  request("8k-path", withQuery(fc.constant(`/${"a".repeat(8192)}`))),
  request("unicode", withQuery(fc.tuple(one(UNICODE), disguised).map(([u, d]) => `/${u}/${d}`))),
  request("article-marker", withQuery(disguised.map((d) => `/blog/${d}`))),
  request("near-route", withQuery(fc.tuple(one(pagePaths), one(["/", "//", "/.", "/..", "%20", "%00", "\\", ";x=1", "#frag"])).map(([p, s]) => p + s))),
  request("api-or-seo", withQuery(one([...MINT_ENDPOINTS, ...SEO_FILES, VITALS_PATH]))),
  request("static-miss", withQuery(fc.tuple(one(["build", "media", "x"]), disguised, one(["", ".js", ".css"])).map(([dir, d, ext]) => `/static/${dir}/${d}${ext}`))),
  request("random", withQuery(fc.array(one(ALPHABET), { minLength: 1, maxLength: 40 }).map((cs) => `/${cs.join("")}`))),
  request("random-unicode", withQuery(anyText.map((t) => `/${t}`))),
];

const encodedRouteTarget = fc.tuple(encodedSpelling, chance(30)).map(([p, ref]) => p + (ref ? "?ref=1" : ""));
const hostTarget = one([...pagePaths, ...SEO_FILES]);
const mintQueryTarget = fc.tuple(one(MINT_ENDPOINTS), query).map(([p, q]) => p + q);
const exceptionXssTarget = sometimes(50, one(BAD_ENCODINGS)).map((bad) => `/exception?errorCode=${enc(MARKER)}&errorMessage=${enc(SCRIPT)}${bad ?? ""}`);

/** The kinds that have checks of their own, in the methods those checks are about (the mix below sends any). */
export const encodedRoute = request("encoded-route", encodedRouteTarget, one(["GET", "HEAD"]));
export const claimedHost = request("host", hostTarget, fc.constant("GET"), one(HOSTILE_HOSTS));
export const mintQuery = request("route-query", mintQueryTarget, fc.constant("GET"));
export const exceptionXss = request("exception-xss", exceptionXssTarget, fc.constant("GET"));

const crlf = request(
  "crlf",
  fc.oneof(
    fc.tuple(one(pagePaths), one(CRLF)).map(([p, c]) => p + c),
    one(CRLF).map((c) => `/exception?errorCode=1&errorMessage=${c}`),
    fc.tuple(one(MINT_ENDPOINTS), one(CRLF)).map(([p, c]) => `${p}?q=${c}`),
    one(CRLF).map((c) => `/${c}`),
  ),
);
// Method names in other letter cases (fetch upper-cases only the six it normalizes).
const methodCase = request(
  "method-case",
  one([...pagePaths, ...MINT_ENDPOINTS, VITALS_PATH]),
  one(["get", "Get", "head", "patch", "Patch", "options", "post", "delete", "trace", "propfind"]),
);
/** Every route, the error page, the mint calls and the SEO files, each with a hostile query: run before the drawn ones. */
export const everyRouteWithAQuery: HostileRequest[] = [...pagePaths, ...MINT_ENDPOINTS, ...SEO_FILES].map((path) => ({
  kind: "route-query",
  method: "GET",
  target: `${path}?q=${enc(SCRIPT + MARKER)}&errorCode=${enc(MARKER)}&page=%zz&${"x".repeat(300)}=${"a".repeat(3000)}`,
  headers: {},
}));
/** Query strings on every route, the error page, the mint calls and the SEO files included. */
const routeQuery = request(
  "route-query",
  fc.oneof(
    fc.tuple(one([...pagePaths, ...SEO_FILES]), query).map(([p, q]) => p + q),
    mintQueryTarget,
  ),
);

/** Who a report claims to come from: mostly the site's own pages (so the body is checked), else anyone. */
const reportSender = fc.record({
  origin: fc.oneof({ arbitrary: fc.constant(SITE), weight: 6 }, one(["", "null", "https://attacker.example", SITE.replace("https:", "http:")])),
  fetchSite: sometimes(70, one(["same-origin", "same-origin", "cross-site", "same-site", "none"])),
  client: fc.integer({ min: 1, max: 65_535 }).map((n) => `10.${n >> 8}.${n & 255}.1`),
});
const senderHeaders = ({ origin, fetchSite, client }: { origin: string; fetchSite: string | undefined; client: string }): Record<string, string> => ({
  "CF-Connecting-IP": client,
  ...(origin ? { Origin: origin } : {}),
  ...(fetchSite ? { "Sec-Fetch-Site": fetchSite } : {}),
});

/** What POST /v1/vitals may be sent: reports right or nearly so, any JSON, any text, too much; with any content type. */
const vitalsReport = fc
  .record({
    view: fc.oneof(
      { arbitrary: fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("")), weight: 4 },
      one(["", "0".repeat(31), MARKER, "__proto__"]),
    ),
    page: fc.oneof({ arbitrary: one(PAGE_KINDS), weight: 4 }, one(["", "admin", MARKER, "__proto__"])),
    lang: fc.oneof({ arbitrary: one(LANG_CODES), weight: 4 }, one(["", "xx", "EN", MARKER])),
    connection: fc.oneof({ arbitrary: one(CONNECTIONS), weight: 4 }, one(["5g", "", MARKER])),
    metrics: fc.array(
      fc.record({
        name: fc.oneof({ arbitrary: one(METRICS), weight: 4 }, one(["FID", "lcp", MARKER])),
        value: fc.oneof({ arbitrary: fc.double({ min: 0, max: 60_000, noNaN: true }), weight: 4 }, fc.double(), one([-1, 1e308, "12", null, true])),
      }),
      { maxLength: 7 },
    ),
  })
  .map((r) => JSON.stringify(r));
const vitalsBody = fc.oneof(
  { arbitrary: vitalsReport, weight: 4 },
  fc.json(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  repeated(MARKER, Math.ceil((VITALS_MAX_BYTES * 2) / MARKER.length)),
  fc.constant(undefined),
);
export const vitals = fc
  .record({
    method: fc.oneof({ arbitrary: fc.constant("POST"), weight: 8 }, anyMethod),
    type: sometimes(
      90,
      one([
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/json",
        "APPLICATION/JSON; charset=utf-8",
        "multipart/form-data; boundary=x",
        "application/x-www-form-urlencoded",
        "",
        `text/plain; ${MARKER}`,
      ]),
    ),
    body: vitalsBody,
    headers,
    sender: reportSender,
  })
  .map(({ method, type, body, headers, sender }): HostileRequest => ({
    kind: "vitals",
    method,
    target: VITALS_PATH,
    headers: { ...headers, ...senderHeaders(sender), ...(type === undefined ? {} : { "Content-Type": type }) },
    ...(body !== undefined && !["GET", "HEAD"].includes(method) ? { body } : {}),
  }));

/** What POST /v1/csp-reports may be sent: reports of either shape right or nearly so, any JSON or text, too much. */
const cspReport = fc.oneof(
  fc
    .record({
      type: fc.oneof({ arbitrary: fc.constant("csp-violation"), weight: 4 }, one(["deprecation", "", MARKER])),
      body: fc.record({
        documentURL: fc.oneof({ arbitrary: fc.constant(`${SITE}/blog?q=${MARKER}`), weight: 4 }, fc.string(), fc.constant(null)),
        blockedURL: one(["inline", "eval", "trusted-types-sink", `https://x.example/${MARKER}?a=1`, "javascript:alert(1)"]),
        effectiveDirective: one(["script-src-elem", "require-trusted-types-for", MARKER, ""]),
        lineNumber: one([1, -1, 1.5, "2"]),
      }),
    })
    .chain((entry) => fc.array(fc.constant(entry), { minLength: 0, maxLength: 22 })),
  fc.record({ "csp-report": fc.record({ "document-uri": fc.oneof(fc.constant(`${SITE}/?${MARKER}`), fc.string()), "violated-directive": one(["style-src 'self'", MARKER]) }) }),
  fc.json(),
);
export const cspReports = fc
  .record({
    method: fc.oneof({ arbitrary: fc.constant("POST"), weight: 8 }, anyMethod),
    type: sometimes(90, one(["application/reports+json", "application/csp-report", "application/json", "text/plain", ""])),
    body: fc.oneof(
      { arbitrary: cspReport.map((r) => JSON.stringify(r)), weight: 4 },
      fc.string({ unit: "grapheme", maxLength: 200 }),
      repeated(MARKER, Math.ceil(40_000 / MARKER.length)),
    ),
    headers,
    client: fc.integer({ min: 1, max: 65_535 }).map((n) => `10.${n >> 8}.${n & 255}.2`),
  })
  .map(({ method, type, body, headers, client }): HostileRequest => ({
    kind: "csp-reports",
    method,
    target: CSP_REPORT_PATH,
    headers: { ...headers, "CF-Connecting-IP": client, ...(type === undefined ? {} : { "Content-Type": type }) },
    ...(!["GET", "HEAD"].includes(method) ? { body } : {}),
  }));

/** Every kind, in about the shares the site sees them in an attack: stray paths half the time. */
export const hostileRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  ...strayPaths.map((arbitrary) => ({ arbitrary, weight: 5 })),
  { arbitrary: request("encoded-route", encodedRouteTarget), weight: 9 },
  { arbitrary: request("host", hostTarget, anyMethod, one(HOSTILE_HOSTS)), weight: 7 },
  { arbitrary: crlf, weight: 5 },
  { arbitrary: methodCase, weight: 4 },
  { arbitrary: routeQuery, weight: 15 },
  { arbitrary: request("exception-xss", exceptionXssTarget), weight: 9 },
  { arbitrary: vitals, weight: 5 },
  { arbitrary: cspReports, weight: 3 },
);
