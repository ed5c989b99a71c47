// What every response of the site must carry (issue 6), as a list of problems: used by worker and browser suites.

type HeaderSource = { get(name: string): string | null };

/** Directive name -> its source list, from a CSP header value. */
export function cspDirectives(value: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** Features the site never uses: the Permissions-Policy must deny each. */
export const DENIED_FEATURES = ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi", "display-capture", "browsing-topics"];

const UNSAFE_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", "*", "http:", "https:", "data:"];

export function securityHeaderProblems(h: HeaderSource): string[] {
  const problems: string[] = [];
  const want = (ok: boolean, problem: string) => void (ok || problems.push(problem));
  const csp = cspDirectives(h.get("content-security-policy") ?? "");
  const same = (a: string[] | undefined, b: string[]) => JSON.stringify(a) === JSON.stringify(b);

  want(csp.size > 0, "no Content-Security-Policy");
  // script-src allows only the site itself and inline texts by their hashes: no 'unsafe-inline', no eval, no
  // wildcard or scheme source.
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  want(scriptSrc[0] === "'self'" && scriptSrc.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s)), `script-src is ${scriptSrc.join(" ")}`);
  for (const [name, sources] of csp) {
    for (const bad of UNSAFE_SOURCES) {
      if (bad === "data:" && (name === "img-src" || name === "font-src")) continue;
      want(!sources.includes(bad), `${name} allows ${bad}`);
    }
  }
  want(same(csp.get("default-src"), ["'none'"]), "default-src is not 'none'");
  // Plugins fall back to default-src: 'none' either way.
  want(same(csp.get("object-src") ?? csp.get("default-src"), ["'none'"]), "object-src is not 'none'");
  want(same(csp.get("base-uri"), ["'self'"]), "base-uri is not 'self'");
  want(same(csp.get("frame-ancestors"), ["'none'"]), "frame-ancestors is not 'none'");
  want(same(csp.get("form-action"), ["'self'"]), "form-action is not 'self'");
  // Trusted Types: every script and markup sink takes only typed values, from the named policies alone.
  want(same(csp.get("require-trusted-types-for"), ["'script'"]), "Trusted Types not required for 'script'");
  want(same(csp.get("trusted-types"), ["lt"]), `trusted-types is ${csp.get("trusted-types")?.join(" ") ?? "missing"}, not the one policy lt`);

  const hsts = h.get("strict-transport-security") ?? "";
  want(Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0) >= 31_536_000, `HSTS max-age under a year: "${hsts}"`);
  want(/;\s*includesubdomains/i.test(hsts), "HSTS without includeSubDomains");

  want(h.get("x-content-type-options") === "nosniff", "no X-Content-Type-Options: nosniff");
  want(h.get("referrer-policy") === "strict-origin-when-cross-origin", `Referrer-Policy is ${h.get("referrer-policy")}`);
  want(h.get("cross-origin-opener-policy") === "same-origin", `COOP is ${h.get("cross-origin-opener-policy")}`);
  // Framing is forbidden by frame-ancestors 'none' (above), which supersedes X-Frame-Options.
  want(h.get("access-control-allow-origin") === null, "CORS opened with Access-Control-Allow-Origin");

  const features = new Map((h.get("permissions-policy") ?? "").split(",").map((f) => f.trim().split("=") as [string, string | undefined]));
  for (const f of DENIED_FEATURES) want(features.get(f) === "()", `Permissions-Policy does not deny ${f}`);
  return problems;
}
