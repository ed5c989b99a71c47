// One stylesheet per style set (app/styles/sets.ts), bundled and minified, to be inlined in the page's <head>
// and allowed by its hash in the page's Content-Security-Policy (style-src stays without 'unsafe-inline').
import { join } from "node:path";
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { LANG_CODES, type LangCode } from "../../app/i18n/languages.ts";
import { DEFERRED_STYLES, type DeferredStyle, LANGUAGE_STYLES, SHARED_STYLES, STYLE_SETS, type StyleSet } from "../../app/styles/sets.ts";
import { BROWSER_TARGETS } from "./client.ts";
import { cspHash } from "./csp-hash.ts";
import { OUT, PUBLIC_PREFIX, ROOT } from "./paths.ts";

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

/** The web font's faces are not in these: the page's starter declares them once the page has loaded (see
 *  app/client/starter.ts); `noScriptStyle` declares them for readers without JavaScript. Each begins with `fontCss`,
 *  the web font's local stand-ins (scripts/build/font.ts). */
export async function buildStyles(fontCss: string): Promise<Record<StyleSet, InlineStyle>> {
  const entries = await Promise.all(
    (Object.keys(STYLE_SETS) as StyleSet[]).map(async (set) => {
      const css = fontCss + (await bundle([...SHARED_STYLES, ...STYLE_SETS[set]]));
      return [set, { css, hash: cspHash(css) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<StyleSet, InlineStyle>;
}

/** The top-level rules of a minified stylesheet (an at-rule with its block counts as one). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/** A rule's selector; for an @media block, the selector of the first rule inside it. */
function selectorOf(rule: string): string {
  const open = rule.indexOf("{");
  return rule.startsWith("@media") ? rule.slice(open + 1, rule.indexOf("{", open + 1)) : rule.slice(0, open);
}

/** Each language's own rules (app/styles/languages.css: those whose selector names it with :lang(); an @media block
 *  belongs to the language its first rule names), inline in that language's pages only; a language with none gets
 *  none. */
export async function buildLanguageStyles(): Promise<Partial<Record<LangCode, InlineStyle>>> {
  const rules = topLevelRules(await bundle([LANGUAGE_STYLES]));
  const names = (rule: string, code: LangCode) => selectorOf(rule).includes(`:lang(${code})`);
  const out: Partial<Record<LangCode, InlineStyle>> = {};
  for (const code of LANG_CODES) {
    const css = rules.filter((rule) => names(rule, code)).join("");
    if (css) out[code] = { css, hash: cspHash(css) };
  }
  const unclaimed = rules.filter((rule) => !LANG_CODES.some((code) => names(rule, code)));
  if (unclaimed.length) throw new Error(`${LANGUAGE_STYLES}: a rule names no language of the site: ${unclaimed[0]!.slice(0, 80)}`);
  return out;
}

/** A stylesheet only a reader without JavaScript gets (inside <noscript>), also allowed by its hash. */
export function noScriptStyle(css: string): InlineStyle {
  return { css, hash: cspHash(css) };
}

/** Each deferred stylesheet (app/styles/sets.ts) as a content-hashed file; returns public URLs and the files. */
export async function buildDeferredStyles(): Promise<{ urls: Record<DeferredStyle, string>; files: string[] }> {
  mkdirSync(join(OUT, "css"), { recursive: true });
  const entries = await Promise.all(
    (Object.keys(DEFERRED_STYLES) as DeferredStyle[]).map(async (name) => {
      const css = await bundle(DEFERRED_STYLES[name]);
      const file = join(OUT, "css", `${name}-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`);
      writeFileSync(file, css);
      return [name, file] as const;
    }),
  );
  const urls = Object.fromEntries(entries.map(([name, file]) => [name, PUBLIC_PREFIX + file.slice(OUT.length + 1)])) as Record<DeferredStyle, string>;
  return { urls, files: entries.map(([, file]) => file) };
}
