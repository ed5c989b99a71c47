// The site under test: the deploy bundle of the current build, served by `wrangler dev` on loopback.
// It runs from a snapshot (worker bundle + assets copied aside), so edits and rebuilds in the working
// tree during a run neither reload the server nor delete the hashed files the pages link.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MINT_PATHS } from "../../app/mint/contract.ts";

export const ROOT = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");
const OFFLINE_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" };

export interface RunningSite {
  baseUrl: string;
  stop: () => Promise<void>;
}

export interface SiteOptions {
  port: number;
  /** Extra `[vars]` for the worker, e.g. MINT_API_ORIGIN of a local sample upstream. */
  vars?: Record<string, string>;
}

/** Bundles the worker as `wrangler deploy` would, copies the assets, and writes a config pointing at both. */
function snapshot(): string {
  const dir = join(ROOT, ".wrangler/bench");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dry = spawnSync(WRANGLER, ["deploy", "--dry-run", "--outdir", join(dir, "worker")], { cwd: ROOT, env: OFFLINE_ENV, encoding: "utf8" });
  if (dry.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${dry.stdout}\n${dry.stderr}`);
  cpSync(join(ROOT, "assets"), join(dir, "assets"), { recursive: true });
  const config = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  if (!/^main = .*$/m.test(config) || !/directory = "\.\/assets"/.test(config)) throw new Error("wrangler.toml: expected main and assets.directory");
  writeFileSync(join(dir, "wrangler.toml"), config.replace(/^main = .*$/m, 'main = "worker/index.js"\nno_bundle = true'));
  return dir;
}

async function waitUntilServing(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited()) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not start on ${url}`);
}

/** A child in its own process group, stopped (with its children) by signalling the group. */
function startGroup(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string[]) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (d: Buffer) => log.push(d.toString()));
  child.stderr.on("data", (d: Buffer) => log.push(d.toString()));
  let exited = false;
  const done = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => child.pid !== undefined && !exited && process.kill(-child.pid, "SIGKILL"), 5000);
    await done;
    clearTimeout(timer);
  };
  return { stop, exited: () => exited };
}

/** The local stand-in for the mint API (scripts/mint-sample-origin.mjs), the same one the e2e runs use. */
export async function startMintSample(port: number): Promise<RunningSite> {
  const log: string[] = [];
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc = startGroup(process.execPath, ["scripts/mint-sample-origin.mjs"], ROOT, { ...process.env, MINT_SAMPLE_PORT: String(port) }, log);
  try {
    await waitUntilServing(`${baseUrl}${MINT_PATHS.status}`, 15_000, proc.exited);
  } catch (e) {
    await proc.stop();
    throw new Error(`${(e as Error).message}\n${log.join("")}`);
  }
  return { baseUrl, stop: proc.stop };
}

export async function startSite(opts: SiteOptions): Promise<RunningSite> {
  const dir = snapshot();
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const args = ["dev", "-c", "wrangler.toml", "--ip", "127.0.0.1", "--port", String(opts.port), "--persist-to", "state", "--log-level", "warn"];
  for (const [name, value] of Object.entries(opts.vars ?? {})) args.push("--var", `${name}:${value}`);
  const log: string[] = [];
  // Its own process group, so workerd (a grandchild) stops with it.
  const proc = startGroup(WRANGLER, args, dir, OFFLINE_ENV, log);
  const stop = proc.stop;
  try {
    await waitUntilServing(`${baseUrl}/`, 90_000, proc.exited);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${log.join("")}`);
  }
  return { baseUrl, stop };
}
