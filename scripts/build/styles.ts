// One stylesheet per style set (app/styles/sets.ts), bundled and minified, to be inlined in the page's <head>
// and allowed by its hash in the page's Content-Security-Policy (style-src stays without 'unsafe-inline').
import { join } from "node:path";
import * as esbuild from "esbuild";
import { SHARED_STYLES, STYLE_SETS, type StyleSet } from "../../app/styles/sets.ts";
import { BROWSER_TARGETS } from "./client.ts";
import { cspHash } from "./csp-hash.ts";
import { ROOT } from "./paths.ts";

export interface InlineStyle {
  css: string;
  /** CSP source for this exact text, e.g. 'sha256-...'. */
  hash: string;
}

async function bundle(files: readonly string[]): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: files.map((f) => `@import "./${f}";`).join("\n"), resolveDir: join(ROOT, "app/styles"), loader: "css" },
    bundle: true,
    minify: true,
    write: false,
    target: BROWSER_TARGETS,
    logLevel: "warning",
    // Fonts are declared by the build with absolute URLs; nothing else in the stylesheets is a file.
    external: ["/static/*"],
  });
  const text = result.outputFiles[0]?.text ?? "";
  if (text.includes("</")) throw new Error("a stylesheet contains '</', which would end the inline <style> early");
  return text.trim();
}

export async function buildStyles(fontFace: string): Promise<Record<StyleSet, InlineStyle>> {
  const entries = await Promise.all(
    (Object.keys(STYLE_SETS) as StyleSet[]).map(async (set) => {
      const css = fontFace + (await bundle([...SHARED_STYLES, ...STYLE_SETS[set]]));
      return [set, { css, hash: cspHash(css) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<StyleSet, InlineStyle>;
}
