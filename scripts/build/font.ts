// Inter, subset to the characters the site writes and the weights it uses, so the text face is ~22 KB instead
// of the 47 KB Latin file; declared with font-display: swap over metric-matched local stand-ins (STAND_INS below).
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
 * only in the font stack of Turkish and Vietnamese pages (app/styles/languages.css), so English pages never fetch it,
 * not even for the language names in the footer.
 */
const FACES = [
  { family: "Inter", files: ["latin"] },
  { family: "Inter Ext", files: ["latin-ext", "vietnamese"] },
] as const;

/**
 * Local faces sized like Inter, so the swap moves nothing: regular text in a regular face, bold text (600 and up)
 * in a real bold face, each scaled to Inter's widths as measured on the site's text and headings.
 */
const STAND_INS = [
  { weight: "normal", local: ["Arial", "Liberation Sans", "DejaVu Sans"], metrics: "size-adjust:107%;ascent-override:90%;descent-override:22%;line-gap-override:0%" },
  {
    weight: "600 900",
    local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "DejaVu Sans Bold"],
    metrics: "size-adjust:103.6%;ascent-override:93%;descent-override:22.7%;line-gap-override:0%",
  },
] as const;

/**
 * The stand-ins' rules, inline in every page's stylesheet (scripts/build/styles.ts). They are declared twice:
 * - As "Inter" itself, over the characters Inter's Latin face covers. Before the web font's faces are added, "Inter"
 *   then resolves to these, and the browser never looks "Inter" up among the system's fonts: on Linux that is a
 *   synchronous call to the browser process for each weight, 7-15 ms of the home page's first render at 4x CPU.
 *   Their weights (1 and 1000) are ones no rule asks for, while the web font's faces are declared over every weight
 *   (1-1000, drawn at the nearest its axis has): once those are added they are always the nearer match, and before
 *   that regular text still gets the regular stand-in and weights above 500 the bold one, as CSS font matching
 *   picks the nearest weight.
 * - As "Inter Fallback", next in the font stacks, for the characters Inter's faces lack.
 */
function standIns(interRange: string): string {
  const rule = (family: string, weight: string, s: (typeof STAND_INS)[number], range = "") =>
    `@font-face{font-family:"${family}";font-weight:${weight};src:${s.local.map((n) => `local("${n}")`).join(",")};${s.metrics}${range && `;unicode-range:${range}`}}`;
  const [regular, bold] = STAND_INS;
  return rule("Inter", "1", regular, interRange) + rule("Inter", "1000", bold, interRange) + STAND_INS.map((s) => rule("Inter Fallback", s.weight, s)).join("");
}

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
  /** The metric-matched stand-ins' rules (STAND_INS), inline in every page from its first paint. */
  standInCss: string;
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
      // Every weight, not the axis's 400-800: it must outrank the "Inter" stand-ins for any weight (see standIns).
      faces.push({ family: face.family, src: `${PUBLIC_PREFIX}fonts/${name}`, weight: "1 1000", unicodeRange: unicodeRange(text) });
    }
  }
  const rule = (f: (typeof faces)[number]) =>
    `@font-face{font-family:"${f.family}";font-style:normal;font-display:swap;font-weight:${f.weight};src:url("${f.src}") format("woff2");unicode-range:${f.unicodeRange}}`;
  const base = FACES[0].family;
  const latin = faces.find((f) => f.family === base);
  if (!latin) throw new Error(`no "${base}" face: the site writes no character of Inter's Latin file`);
  return {
    standInCss: standIns(latin.unicodeRange),
    css: faces.map(rule).join(""),
    baseCss: faces
      .filter((f) => f.family === base)
      .map(rule)
      .join(""),
    files,
  };
}
