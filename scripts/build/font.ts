// Inter, subset to the characters the site writes and the weights it uses, so the text face is ~22 KB instead
// of the 47 KB Latin file; declared with font-display: swap over a metric-matched fallback (app/styles/fonts.css).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { OUT, PUBLIC_PREFIX, ROOT, walk } from "./paths.ts";

const FILES = join(ROOT, "node_modules/@fontsource-variable/inter");
/** The weights of the stylesheets (400 body ... 800 headings); the variable axis is cut to this range. */
const WEIGHTS = { min: 400, max: 800 } as const;

/**
 * The faces the site declares, each cut from one of Inter's script files to the characters the site writes in it.
 * "Inter" (Latin) is on every page; "Inter Ext" (the Turkish and Vietnamese letters Latin lacks) is
 * only in the font stack of Turkish and Vietnamese pages (app/styles/fonts.css), so English pages never fetch it,
 * not even for the language names in the footer.
 */
const FACES = [
  { family: "Inter", files: ["latin"] },
  { family: "Inter Ext", files: ["latin-ext", "vietnamese"] },
] as const;

/** The code points each of Inter's script files covers, from fontsource's own stylesheet. */
function coverage(): Map<string, (cp: number) => boolean> {
  const css = readFileSync(join(FILES, "wght.css"), "utf8");
  const found = new Map<string, (cp: number) => boolean>();
  for (const m of css.matchAll(/inter-([a-z-]+)-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/g)) {
    const ranges = m[2]!.split(",").map((r) =>
      r
        .trim()
        .replace(/^U\+/, "")
        .split("-")
        .map((h) => parseInt(h, 16)),
    );
    found.set(m[1]!, (cp) => ranges.some(([a, b]) => cp >= a! && cp <= (b ?? a!)));
  }
  return found;
}

/** Printable ASCII plus every character written anywhere in the app's sources and content. */
export function siteCharacters(): string {
  const chars = new Set<string>();
  for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCharCode(c));
  for (const file of walk(join(ROOT, "app"), new Set([join(ROOT, "app/generated")]))) {
    if (!/\.(tsx?|md)$/.test(file)) continue;
    for (const ch of readFileSync(file, "utf8")) if (ch >= " ") chars.add(ch);
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
  /** The @font-face rules of every face, the Latin one first; the page applies them after its first paint
   *  (app/client/starter.ts), and from <noscript> for readers without JavaScript. Pages in languages with
   *  extended Latin letters (app/i18n/languages.ts) carry these. */
  css: string;
  /** The rules of the "Inter" faces alone: what every other page carries (its font stack names no other face). */
  baseCss: string;
  /** Where the build wrote them. */
  files: string[];
}

/** Subsets already made, by characters and source: rebuilds are frequent, new characters rare (~2 s saved each). */
const CACHE = join(ROOT, "node_modules/.cache/meridian-font");

async function subset(source: Buffer, text: string): Promise<Buffer> {
  const key = createHash("sha256").update(source).update(JSON.stringify(WEIGHTS)).update(text).digest("hex").slice(0, 16);
  const cached = join(CACHE, `${key}.woff2`);
  if (existsSync(cached)) return readFileSync(cached);
  const woff2 = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: WEIGHTS } });
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, woff2);
  return woff2;
}

export async function buildFont(): Promise<BuiltFont> {
  const site = [...siteCharacters()];
  const covers = coverage();
  const taken = new Set<string>();
  const faces: { family: string; src: string; weight: string; unicodeRange: string }[] = [];
  const files: string[] = [];
  mkdirSync(join(OUT, "fonts"), { recursive: true });
  for (const face of FACES) {
    for (const script of face.files) {
      const inScript = covers.get(script);
      if (!inScript) throw new Error(`@fontsource-variable/inter has no ${script} file`);
      const text = site.filter((ch) => !taken.has(ch) && inScript(ch.codePointAt(0)!)).join("");
      if (!text) continue;
      for (const ch of text) taken.add(ch);
      const woff2 = await subset(readFileSync(join(FILES, `files/inter-${script}-wght-normal.woff2`)), text);
      const name = `inter-${script}-${createHash("sha256").update(woff2).digest("hex").slice(0, 10)}.woff2`;
      const file = join(OUT, "fonts", name);
      writeFileSync(file, woff2);
      files.push(file);
      faces.push({ family: face.family, src: `${PUBLIC_PREFIX}fonts/${name}`, weight: `${WEIGHTS.min} ${WEIGHTS.max}`, unicodeRange: unicodeRange(text) });
    }
  }
  const rule = (f: (typeof faces)[number]) =>
    `@font-face{font-family:"${f.family}";font-style:normal;font-display:swap;font-weight:${f.weight};src:url("${f.src}") format("woff2");unicode-range:${f.unicodeRange}}`;
  const base = FACES[0].family;
  return {
    css: faces.map(rule).join(""),
    baseCss: faces
      .filter((f) => f.family === base)
      .map(rule)
      .join(""),
    files,
  };
}
