// Inter, subset to the characters the site writes and the weights it uses, so the text face is ~22 KB instead
// of the 47 KB Latin file; declared with font-display: swap over a metric-matched fallback (app/styles/fonts.css).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { OUT, PUBLIC_PREFIX, ROOT, walk } from "./paths.ts";

const SOURCE = join(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
/** The weights of the stylesheets (400 body ... 800 headings); the variable axis is cut to this range. */
const WEIGHTS = { min: 400, max: 800 } as const;
/** Characters Inter's Latin file can draw: what a page may write beyond them falls back to system fonts. */
const LATIN = /[\u0020-\u024f\u2000-\u206f\u20ac\u2122\u2190-\u2193\u2212\u2713]/u;

/** Printable ASCII plus every Latin character or punctuation mark written anywhere in the app's sources and content. */
export function siteCharacters(): string {
  const chars = new Set<string>();
  for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCharCode(c));
  for (const file of walk(join(ROOT, "app"), new Set([join(ROOT, "app/generated")]))) {
    if (!/\.(tsx?|md)$/.test(file)) continue;
    for (const ch of readFileSync(file, "utf8")) if (LATIN.test(ch)) chars.add(ch);
  }
  return [...chars].sort().join("");
}

/** The CSS unicode-range of a set of characters, consecutive code points joined into ranges. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((ch) => ch.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase();
  const ranges: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    ranges.push(points[i] === start ? `U+${hex(start)}` : `U+${hex(start)}-${hex(points[i]!)}`);
  }
  return ranges.join(",");
}

export interface BuiltFont {
  /** Public URL of the subset file. */
  href: string;
  /** The @font-face rule that declares it. */
  css: string;
  /** Where the build wrote it. */
  file: string;
}

/** Subsets already made, by characters and source: rebuilds are frequent, new characters rare (~2 s saved each). */
const CACHE = join(ROOT, "node_modules/.cache/meridian-font");

async function subset(text: string): Promise<Buffer> {
  const source = readFileSync(SOURCE);
  const key = createHash("sha256").update(source).update(JSON.stringify(WEIGHTS)).update(text).digest("hex").slice(0, 16);
  const cached = join(CACHE, `${key}.woff2`);
  if (existsSync(cached)) return readFileSync(cached);
  const woff2 = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, woff2);
  return woff2;
}

export async function buildFont(): Promise<BuiltFont> {
  const text = siteCharacters();
  const woff2 = await subset(text);
  const name = `inter-${createHash("sha256").update(woff2).digest("hex").slice(0, 10)}.woff2`;
  mkdirSync(join(OUT, "fonts"), { recursive: true });
  const file = join(OUT, "fonts", name);
  writeFileSync(file, woff2);
  const href = `${PUBLIC_PREFIX}fonts/${name}`;
  const css =
    `@font-face{font-family:"Inter";font-style:normal;font-display:swap;font-weight:${WEIGHTS.min} ${WEIGHTS.max};` +
    `src:url("${href}") format("woff2");unicode-range:${unicodeRange(text)}}`;
  return { href, css, file };
}
