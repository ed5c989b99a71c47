// npm run dev: the site on http://127.0.0.1:$PORT (8787) under Miniflare, exactly as deployed (bindings, KV, the
// mint coordinators with their alarms, the Cron Trigger every minute), rebuilt and reloaded on every save of the
// content, styles, islands or server code. A content error is printed and the last good build keeps serving.
// The mint calls go to a local sample origin on PORT + 1000 unless MINT_API_ORIGIN is set (environment or .dev.vars).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, watch } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";
import { ContentError } from "../../app/content/schema.ts";
import { buildSite } from "../build/build.ts";
import { ROOT } from "../build/paths.ts";
import { startSampleOrigin } from "../mint-sample-origin.mjs";
import { startLocalSite } from "./site.ts";

const port = Number(process.env.PORT ?? 8787);
const log = (msg: string) => console.log(`[dev] ${msg}`);

function configuredUpstream(): string | undefined {
  if (process.env.MINT_API_ORIGIN) return process.env.MINT_API_ORIGIN;
  const vars = join(ROOT, ".dev.vars");
  return existsSync(vars) ? /^MINT_API_ORIGIN *= *"?([^"\s]+)/m.exec(readFileSync(vars, "utf8"))?.[1] : undefined;
}

/** The app/ modules the build itself imports (catalogs, style sets, schema): Node caches them once loaded. */
async function buildModules(): Promise<Set<string>> {
  const { metafile } = await esbuild.build({
    entryPoints: [join(ROOT, "scripts/build/build.ts")],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    absWorkingDir: ROOT,
    logLevel: "silent",
  });
  return new Set(Object.keys(metafile.inputs).filter((f) => f.startsWith("app/")));
}
const modulesOfBuild = await buildModules();
/** Set once one of those changed: from then on every build runs in a fresh process (~1 s more), never on stale code. */
let buildCodeChanged = false;

/** `npm run build` in a fresh process. */
function buildFresh(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "scripts/build/index.ts")], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    child.on("close", (code) => (code === 0 ? resolve(out.trim()) : reject(new ContentError("the build", out.trim()))));
  });
}

async function build(changedFiles: string[] = []): Promise<boolean> {
  const started = performance.now();
  if (changedFiles.some((f) => modulesOfBuild.has(f))) buildCodeChanged = true;
  try {
    const done = buildCodeChanged ? await buildFresh() : await buildSite().then((b) => `built ${b.version}: ${b.articles} articles`);
    log(`${done} in ${Math.round(performance.now() - started)} ms`);
    return true;
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    console.error(`[dev] ${e.message}\n[dev] still serving the last good build`);
    return false;
  }
}

let upstream = configuredUpstream();
if (!upstream) {
  await startSampleOrigin({ port: port + 1000, soldOut: process.env.MINT_SAMPLE_SOLD_OUT === "1" });
  upstream = `http://127.0.0.1:${port + 1000}`;
  log(`mint sample origin on ${upstream}`);
}
if (!(await build())) process.exit(1);
const site = await startLocalSite({ port, vars: { MINT_API_ORIGIN: upstream, DETAILED_HEADERS: "on" }, persistTo: join(ROOT, ".wrangler/state") });
log(`serving ${site.url} (type c and Enter to run the Cron Trigger now)`);

// The Cron Trigger, as deployed ("* * * * *"): every minute, on the minute, straight into the worker's scheduled
// handler (Miniflare's /cdn-cgi/handler/scheduled route sits behind the static-assets router and never reaches it).
async function runCron(): Promise<string> {
  try {
    const worker = await site.miniflare.getWorker();
    return (await worker.scheduled({ cron: "* * * * *" })).outcome;
  } catch (err) {
    return `failed: ${(err as Error).message}`;
  }
}
const everyMinute = () => void runCron();
setTimeout(() => (everyMinute(), setInterval(everyMinute, 60_000)), 60_000 - (Date.now() % 60_000));
process.stdin.setEncoding("utf8");
process.stdin.on("data", (line: string) => {
  if (line.trim() === "c") void runCron().then((outcome) => log(`Cron Trigger: ${outcome}`));
});

// Saves come in bursts (an editor writes, formats, writes again): one rebuild per burst, one at a time.
let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> = Promise.resolve();
const burst = new Set<string>();
function changed(file: string): void {
  if (file.includes("/generated/") || file.endsWith("~")) return;
  burst.add(file);
  clearTimeout(timer);
  timer = setTimeout(() => {
    const files = [...burst];
    burst.clear();
    running = running.then(async () => {
      if (await build(files)) {
        const started = performance.now();
        await site.reload();
        log(`reloaded in ${Math.round(performance.now() - started)} ms (${files.join(", ")} changed)`);
      }
    });
  }, 60);
}
// One watcher per folder: Node 20's recursive watch on Linux loses a file that an editor replaces by renaming.
const watched = new Set<string>();
function watchTree(dir: string): void {
  if (watched.has(dir) || dir.endsWith("/generated")) return;
  watched.add(dir);
  watch(join(ROOT, dir), (_event, name) => {
    if (!name) return;
    const path = `${dir}/${name}`;
    if (existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory()) watchTree(path);
    else changed(path);
  });
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) if (entry.isDirectory()) watchTree(`${dir}/${entry.name}`);
}
watchTree("app");
watchTree("worker");

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void site.stop().finally(() => process.exit(0)));
