// The browser's JavaScript, content-hashed: app/client/islands.tsx (the island runtime) with one chunk per island,
// then app/client/boot.ts as a single file that knows the runtime's URL (a page without islands downloads that one
// small file and nothing else), then app/client/starter.ts, which knows the boot script's URL: a small script
// that pages inline, allowed by its hash in the page's CSP.
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import * as esbuild from "esbuild";
import { cspHash } from "./csp-hash.ts";
import { OUT, PUBLIC_PREFIX, ROOT } from "./paths.ts";

export const BOOT_ENTRY = "app/client/boot.ts";
export const STARTER_ENTRY = "app/client/starter.ts";
export const ISLANDS_ENTRY = "app/client/islands.tsx";
export const VITALS_ENTRY = "app/client/vitals.ts";
export const LOCAL_TIME_ENTRY = "app/client/local-time-worker.ts";
export const BROWSER_TARGETS = ["chrome109", "safari16", "firefox115"];

export interface BuiltClient {
  /** Public URL of the boot script. */
  script: string;
  /** The inline starter's code and its CSP source. */
  starter: { code: string; hash: string };
  /** Every file the build wrote (absolute paths). */
  files: string[];
}

const common = {
  absWorkingDir: ROOT,
  outdir: OUT,
  bundle: true,
  format: "esm",
  minify: true,
  target: BROWSER_TARGETS,
  entryNames: "[name]-[hash]",
  jsx: "automatic",
  metafile: true,
  legalComments: "none",
  logLevel: "warning",
} as const satisfies esbuild.BuildOptions;

async function build(entry: string, name: string, options: esbuild.BuildOptions): Promise<{ url: string; files: string[] }> {
  const result = await esbuild.build({ ...common, entryPoints: { [name]: entry }, ...options });
  const outputs = Object.entries(result.metafile?.outputs ?? {});
  const main = outputs.find(([, meta]) => meta.entryPoint === entry)?.[0];
  if (!main) throw new Error(`client build produced nothing for ${entry}`);
  return { url: PUBLIC_PREFIX + relative(OUT, `${ROOT}/${main}`), files: outputs.map(([file]) => `${ROOT}/${file}`) };
}

/**
 * react-dom builds five sentinel errors as it evaluates (thrown and compared by identity inside React, never shown).
 * Constructing an Error while DevTools is attached (Runtime enabled: the bench, Playwright, a developer profiling)
 * captures a detailed stack trace, and that makes V8 re-parse the whole of react-dom (esbuild's one wrapper
 * function) for source positions: react-dom's evaluation took 24 ms instead of 3.7 ms on this machine, a 100 ms task
 * at 4x CPU, that only an inspected page pays. The same objects made without the constructor (an Error's prototype
 * and message, no stack) cost nothing either way. A React upgrade that renames them fails the build here.
 */
const SENTINEL_ERRORS =
  /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\((formatProdErrorMessage\(\d+\))\)/g;
const reactSentinelsWithoutStacks: esbuild.Plugin = {
  name: "react-sentinels-without-stacks",
  setup(build) {
    build.onLoad({ filter: /react-dom-client\.production\.js$/ }, async ({ path }) => {
      let found = 0;
      const contents = (await readFile(path, "utf8")).replace(SENTINEL_ERRORS, (_, name: string, message: string) => {
        found++;
        return `${name} = Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`;
      });
      if (found !== 5) throw new Error(`${path}: expected react-dom's 5 sentinel errors, found ${found}; check SENTINEL_ERRORS`);
      return { contents, loader: "js" };
    });
  },
};

export async function buildClient(): Promise<BuiltClient> {
  const islands = await build(ISLANDS_ENTRY, "islands", {
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    // Chrome's explicit compile hint: React's functions are all called as the first island hydrates, so V8 compiles
    // them with the file, off the main thread while it streams in, instead of one by one on first call: esbuild wraps
    // each CommonJS module in a function, and compiling react-dom's lazily was a 60 ms main-thread step at 4x CPU.
    banner: { js: "//# allFunctionsCalledOnLoad" },
    plugins: [reactSentinelsWithoutStacks],
  });
  const vitals = await build(VITALS_ENTRY, "vitals", {});
  // A classic worker script: esbuild's esm output of a file that imports and exports nothing is one, without the iife
  // wrapper's bytes (the worker counts in the home page's JavaScript before the first scroll).
  const localTime = await build(LOCAL_TIME_ENTRY, "local-time", {});
  const urls = { ISLANDS_URL: islands.url, VITALS_URL: vitals.url, LOCAL_TIME_URL: localTime.url };
  const define = Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, JSON.stringify(url)]));
  const boot = await build(BOOT_ENTRY, "boot", { define, external: ["/static/*"] });
  const starter = await esbuild.build({
    ...common,
    entryPoints: [STARTER_ENTRY],
    outdir: undefined,
    write: false,
    metafile: false,
    define: { BOOT_URL: JSON.stringify(boot.url) },
    external: ["/static/*"],
  });
  const code = starter.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`client build produced nothing for ${STARTER_ENTRY}`);
  return { script: boot.url, starter: { code, hash: cspHash(code) }, files: [...islands.files, ...vitals.files, ...localTime.files, ...boot.files] };
}
