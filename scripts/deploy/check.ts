// What a deploy must have configured before `wrangler deploy` runs (npm run deploy): the canonical origin is the
// site's public https address (never loopback: it goes into every canonical link, share tag, sitemap and feed),
// and the mint calls have an upstream (an empty one answers 503 to every visitor on mint day).
import { parseOrigin } from "../../worker/http/origin.ts";

const LOCAL_HOST = /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\]|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2})$/i;

function publicHttpsOrigin(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return `${name} is not set`;
  const origin = parseOrigin(value);
  if (!origin) return `${name} "${value}" is not an http(s) origin`;
  const url = new URL(origin);
  if (url.protocol !== "https:") return `${name} "${value}" must use https`;
  if (LOCAL_HOST.test(url.hostname)) return `${name} "${value}" is a local address, not reachable by visitors`;
  return undefined;
}

/** The problems that make this configuration unfit to deploy (empty when it is fit). */
export function deployProblems(vars: Record<string, unknown>, where: string): string[] {
  const text = (name: string) => (typeof vars[name] === "string" ? (vars[name] as string) : undefined);
  const problems = [publicHttpsOrigin("SITE_ORIGIN", text("SITE_ORIGIN")), publicHttpsOrigin("MINT_API_ORIGIN", text("MINT_API_ORIGIN"))];
  const fresh = Number(text("MINT_FRESH_SECONDS") ?? "30");
  if (!Number.isInteger(fresh) || fresh < 1) problems.push(`MINT_FRESH_SECONDS "${text("MINT_FRESH_SECONDS")}" must be a whole number of seconds, at least 1`);
  return problems.filter((p): p is string => Boolean(p)).map((p) => `${p} (${where})`);
}
