// npm run mint:status [-- --env staging | --env production] [-- --url https://...]: the mint path as it stands, from
// the site itself (GET /v1/operator/mint): each coordinator's last answer and its age, failures in a row, the next
// retry, a suspect empty list, and the last minute's reads and upstream calls. The site's origin is SITE_ORIGIN of
// that environment in wrangler.toml (or --url, e.g. a local server); the token is the OPERATOR_TOKEN environment
// variable, the secret set with `npx wrangler secret put OPERATOR_TOKEN`.
import { pathToFileURL } from "node:url";
import { unstable_readConfig } from "wrangler";
import { OPERATOR_HEADER } from "../worker/http/operator.ts";
import type { CoordinatorStatus } from "../worker/mint/coordinator-status.ts";
import { MINT_STATUS_PATH, type MintStatusReport } from "../worker/mint/status-api.ts";

const seconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? "-" : `${(ms / 1000).toFixed(1)} s`);

function describe(kind: string, s: CoordinatorStatus | { error: string }): string[] {
  if ("error" in s) return [`${kind}: ${s.error}`];
  const answer = s.answer ? `${seconds(s.answer.ageMs)} old (${s.answer.fresh ? "fresh" : "stale"})` : "none yet";
  const failing = s.lastFailure
    ? `failing (${s.lastFailure.detail}${s.lastFailure.upstreamStatus ? ` ${s.lastFailure.upstreamStatus}` : ""}), ${s.failuresInARow} in a row, next call in ${seconds(s.nextRetryInMs)}`
    : "healthy";
  return [
    `${kind}: answer ${answer}; upstream ${failing}${s.refreshing ? "; a call under way" : ""}`,
    `  suspect empty list: ${s.suspectEmptyForMs === null ? "no" : `for ${seconds(s.suspectEmptyForMs)}`}; next alarm in ${seconds(s.alarmInMs)}`,
    `  last minute: ${s.lastMinute.reads} reads, ${s.lastMinute.upstreamOk} upstream calls ok, ${s.lastMinute.upstreamFailed} failed (counted since ${new Date(s.lastMinute.since).toISOString()})`,
  ];
}

export function formatMintStatus(report: MintStatusReport): string {
  const head = `mint status at ${new Date(report.at).toISOString()} (fresh window ${report.freshSeconds} s${report.upstreamConfigured ? "" : "; MINT_API_ORIGIN is not set"})`;
  return [head, ...Object.entries(report.coordinators).flatMap(([kind, s]) => describe(kind, s))].join("\n");
}

async function main(args: string[]): Promise<number> {
  const value = (name: string) => {
    const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    return i < 0 ? undefined : args[i]!.includes("=") ? args[i]!.split("=").slice(1).join("=") : args[i + 1];
  };
  const env = value("env");
  const origin = value("url") ?? String(unstable_readConfig({ config: "wrangler.toml", env: env === "production" ? undefined : env }).vars.SITE_ORIGIN ?? "");
  const token = process.env.OPERATOR_TOKEN;
  if (!origin) return fail("No site origin: set SITE_ORIGIN in wrangler.toml or pass --url.");
  if (!token) return fail("Set OPERATOR_TOKEN in the environment to the secret given to `npx wrangler secret put OPERATOR_TOKEN`.");
  let res: Response;
  try {
    res = await fetch(new URL(MINT_STATUS_PATH, origin), { headers: { [OPERATOR_HEADER]: token }, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    return fail(`${origin} did not answer: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (res.status === 401) return fail(`${origin} refused the token (401): is OPERATOR_TOKEN the secret of this environment?`);
  if (!res.ok) return fail(`${origin} answered ${res.status}: ${await res.text()}`);
  console.log(formatMintStatus((await res.json()) as MintStatusReport));
  return 0;
}

function fail(message: string): number {
  console.error(`mint:status: ${message}`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(await main(process.argv.slice(2)));
