// The whole build as one function, for `npm run build` and for the dev loop (which calls it again on every save):
// content index, island index, subset font, client scripts, inline stylesheets, then the manifest the worker reads
// (app/generated/manifest.ts) with the build version that keys the edge HTML cache.
import { createHash } from "node:crypto";
import { readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ContentError } from "../../app/content/schema.ts";
import { catalogProblems } from "../../app/i18n/messages.ts";
import { buildClient } from "./client.ts";
import { buildContent } from "./content.ts";
import { buildFont } from "./font.ts";
import { buildIslandIndex } from "./islands.ts";
import { OUT, ROOT, walk, writeGenerated } from "./paths.ts";
import { buildDeferredStyles, buildLanguageStyles, buildStyles, noScriptStyle } from "./styles.ts";

/** Removes files of earlier builds; recent ones stay a while, since a running dev server may still serve them. */
function pruneStale(keep: Set<string>, graceMs = 5 * 60_000): void {
  const now = Date.now();
  for (const file of walk(OUT)) if (!keep.has(file) && now - statSync(file).mtimeMs > graceMs) rmSync(file);
}

/** Hash of every server-side source, so the build version changes with anything that shapes the HTML. */
function sourceHash(): string {
  const files = [...walk(join(ROOT, "app"), new Set([join(ROOT, "app/generated")])), ...walk(join(ROOT, "worker")), join(ROOT, "package-lock.json")].sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest("hex");
}

export interface BuildResult {
  version: string;
  script: string;
  articles: number;
}

/** Builds everything; throws a ContentError (naming the file or the catalog key) when the content is wrong. */
export async function buildSite(): Promise<BuildResult> {
  const problems = catalogProblems();
  if (problems.length) throw new ContentError("app/i18n", `catalogs differ from English:\n  ${problems.join("\n  ")}`);
  const content = buildContent();
  buildIslandIndex();
  const font = await buildFont();
  const client = await buildClient();
  const styles = await buildStyles(font.standInCss);
  const languageStyles = await buildLanguageStyles();
  const noScriptFonts = { base: noScriptStyle(font.baseCss), extended: noScriptStyle(font.css) };
  const deferred = await buildDeferredStyles();
  pruneStale(new Set([...client.files, ...font.files, ...deferred.files]));
  const version = createHash("sha256")
    .update(client.script + client.starter.code + font.css + JSON.stringify(styles) + JSON.stringify(languageStyles) + JSON.stringify(deferred.urls) + content.json + sourceHash())
    .digest("hex")
    .slice(0, 12);
  writeGenerated(
    "styles.ts",
    `import type { LangCode } from "../i18n/languages.ts";\nimport type { StyleSet } from "../styles/sets.ts";\n\n/** Inline stylesheet and its CSP hash, per style set. */\nexport const styles: Record<StyleSet, { css: string; hash: string }> = ${JSON.stringify(styles, null, 1)};\n\n` +
      `/** A language's own rules (app/styles/languages.css), inline in its pages only. */\nexport const languageStyles: Partial<Record<LangCode, { css: string; hash: string }>> = ${JSON.stringify(languageStyles, null, 1)};\n`,
  );
  // The manifest last: a server watching app/generated reloads once everything it names exists.
  writeGenerated(
    "manifest.ts",
    `export const manifest = ${JSON.stringify({ version, script: client.script, starter: client.starter, noScriptFonts, deferredStyles: deferred.urls }, null, 1)} as const;\n`,
  );
  return { version, script: client.script, articles: content.count };
}
