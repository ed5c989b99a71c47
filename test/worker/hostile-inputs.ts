// The raw material of the hostile requests (hostile-requests.ts draws from these lists): odd methods, path
// tricks, broken encodings, header injections and other inputs a crawler or an attacker sends.

export const ODD_METHODS = ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "PURGE", "SEARCH", "REPORT", "PROPPATCH"];
export const WITH_BODY = ["POST", "PUT", "PATCH", "DELETE"];

export const TRAVERSALS = [
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
  "/v1/vitals/",
  "/v1/VITALS",
];

export const BAD_ENCODINGS = [
  "%",
  "%%",
  "%zz",
  "%E0%A4%A",
  "%ff%fe%fd",
  "%c3%28",
  "%a0%a1",
  "%f0%28%8c%bc",
  "%ed%a0%80",
  "%u003c",
  "%0d%0aX-Injected:%20yes",
  "%0aSet-Cookie:%20a=b",
  "%25",
  "%2500",
];

export const UNICODE = ["блог", "😀", "\u202emoc.live", "ﬀ", "Å", "ı", "\u0000", "𝔪𝔢𝔯𝔦𝔡𝔦𝔞𝔫", "ブログ", "\ufeff", "\u00a0"];

/** Hosts a request may claim: none of them may ever appear in a canonical, share or sitemap URL. */
export const HOSTILE_HOSTS = ["https://evil.example", "http://127.0.0.1:1", "https://xn--mrdian-5ua.example", "https://a.b.c.d.e.f.g.example", `https://${"h".repeat(60)}.example`];

/** CR/LF smuggled in paths and queries, encoded (fetch refuses them raw): no header may come of them. */
export const CRLF = ["%0d%0aSet-Cookie:%20a=b", "%0D%0ALocation:%20https://evil.example", "%0aX-Injected:%20yes", "%0d%0a%0d%0a<x>", "%E5%98%8A%E5%98%8DX-Injected:%20yes"];

export const ACCEPTS = ["*/*", "text/html;;;q=abc", "application/json", "image/*;q=0", "x/" + "y".repeat(2000), "", "text/html, */*;q=-1"];
export const RANGES = ["bytes=0-10", "bytes=999999999-", "bytes=-1", "bytes=a-b", "bytes=0-1,2-3,4-5", "items=0-1", "bytes=10-5"];
