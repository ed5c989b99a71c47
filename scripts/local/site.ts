// The site on loopback under Miniflare's own API, configured from wrangler.toml exactly as deployed (bindings, KV,
// Durable Objects, static assets and their _headers). npm run dev, the e2e suite and the benchmark all use it:
// `wrangler dev` puts a proxy in front of workerd that exits under sustained concurrent load (docs/operations.md,
// "Local servers"); Miniflare serves the same bundle straight from workerd and keeps answering.
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { Log, LogLevel, Miniflare, type MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { ROOT } from "../build/paths.ts";
import { workerBundle } from "./worker-bundle.ts";

export interface LocalSiteOptions {
  port: number;
  /** Overrides of wrangler.toml [vars] (SITE_ORIGIN defaults to this server's own origin). */
  vars?: Record<string, string>;
  /** Serve a copy of assets/ taken now, so rebuilds in the working tree change nothing (the benchmark). */
  snapshot?: boolean;
  /** Keep KV, Durable Object and cache data across restarts in this folder (npm run dev); in memory otherwise. */
  persistTo?: string;
  /** Miniflare's own log level (requests are never logged line by line). */
  logLevel?: LogLevel;
  /** Append the worker's output (its JSON log lines) to this file instead of this process's stdout (test runs). */
  logTo?: string;
}

export interface LocalSite {
  url: string;
  miniflare: Miniflare;
  /** Bundles the worker again and swaps it in; the server keeps listening. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

function appendTo(file: string, ...streams: Readable[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const out = createWriteStream(file, { flags: "a" });
  for (const stream of streams) stream.pipe(out, { end: false });
}

export async function startLocalSite(opts: LocalSiteOptions): Promise<LocalSite> {
  const url = `http://127.0.0.1:${opts.port}`;
  const assetsCopy = opts.snapshot ? mkdtempSync(join(tmpdir(), "meridian-assets-")) : undefined;
  if (assetsCopy) cpSync(join(ROOT, "assets"), assetsCopy, { recursive: true });
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, "wrangler.toml"), undefined, {
    overrides: assetsCopy ? { assets: { directory: assetsCopy } } : undefined,
  });
  const bundle = await workerBundle();
  const options = async (): Promise<MiniflareOptions> =>
    ({
      ...workerOptions,
      modules: [{ type: "ESModule", path: join(ROOT, "index.js"), contents: await bundle.build() }],
      modulesRoot: ROOT,
      bindings: { ...workerOptions.bindings, SITE_ORIGIN: url, VITALS_LOG: "on", ...opts.vars },
      host: "127.0.0.1",
      port: opts.port,
      // Placeholder Request.cf values: never fetch them from Cloudflare (nothing leaves the machine).
      cf: false,
      log: new Log(opts.logLevel ?? LogLevel.WARN),
      ...(opts.persistTo ? { defaultPersistRoot: opts.persistTo } : {}),
      ...(opts.logTo ? { handleRuntimeStdio: (stdout: Readable, stderr: Readable) => appendTo(opts.logTo!, stdout, stderr) } : {}),
    }) as MiniflareOptions;
  const miniflare = new Miniflare(await options());
  await miniflare.ready;
  return {
    url,
    miniflare,
    reload: async () => miniflare.setOptions(await options()),
    stop: async () => {
      await miniflare.dispose();
      await bundle.dispose();
      if (assetsCopy) rmSync(assetsCopy, { recursive: true, force: true });
    },
  };
}
