// The worker bundled the way `wrangler deploy` bundles it (esbuild, ES module, workerd export conditions), kept as
// an incremental esbuild context so the dev loop rebuilds it in a few hundred milliseconds.
import { join } from "node:path";
import * as esbuild from "esbuild";
import { ROOT } from "../build/paths.ts";

export interface WorkerBundle {
  /** Bundles again (incrementally) and returns the module's source. */
  build(): Promise<string>;
  dispose(): Promise<void>;
}

export async function workerBundle(): Promise<WorkerBundle> {
  const ctx = await esbuild.context({
    absWorkingDir: ROOT,
    entryPoints: [join(ROOT, "worker/index.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    // The runtime's own modules, as wrangler leaves them.
    external: ["cloudflare:*", "node:*"],
    mainFields: ["browser", "module", "main"],
    outfile: "index.js",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  return {
    async build() {
      const result = await ctx.rebuild();
      const out = result.outputFiles?.find((f) => f.path.endsWith(".js"));
      if (!out) throw new Error("the worker bundle is empty");
      return out.text;
    },
    dispose: () => ctx.dispose(),
  };
}
