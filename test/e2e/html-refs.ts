// Reads the URLs a server-rendered page refers to (React writes attributes as name="value", entities escaped).

export interface PageRef {
  url: URL;
  /** Where the reference came from, for failure messages: e.g. "img src". */
  from: string;
}

const TAG = /<([a-zA-Z][\w-]*)(\s[^>]*?)?\/?>/g;
const ATTR = /([^\s=/]+)(?:="([^"]*)")?/g;
const IMAGE_META = new Set(["og:image", "twitter:image"]);

export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) out.set(m[1]!.toLowerCase(), decodeEntities(m[2] ?? ""));
  return out;
}

/** Every URL in href, src, srcset, poster and share-image meta tags, plus /static/ file paths inside island props (extension-less bases are completed by the island). */
export function pageRefs(html: string, base: URL): PageRef[] {
  const refs: PageRef[] = [];
  const add = (value: string, from: string) => {
    const v = value.trim();
    if (!v || /^(mailto|tel):/i.test(v)) return;
    refs.push({ url: new URL(v, base), from });
  };
  for (const m of html.matchAll(TAG)) {
    const tag = m[1]!.toLowerCase();
    const attrs = attributes(m[2] ?? "");
    for (const name of ["href", "src", "poster"]) {
      const v = attrs.get(name);
      if (v !== undefined) add(v, `${tag} ${name}`);
    }
    const srcset = attrs.get("srcset");
    if (srcset) for (const candidate of srcset.split(",")) add(candidate.trim().split(/\s+/)[0] ?? "", `${tag} srcset`);
    const metaKey = attrs.get("property") ?? attrs.get("name");
    if (tag === "meta" && metaKey && IMAGE_META.has(metaKey)) add(attrs.get("content") ?? "", `meta ${metaKey}`);
  }
  for (const m of html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g))
    for (const s of m[1]!.matchAll(/"(\/static\/[^"\\]+\.[a-z0-9]{2,5})"/g)) add(s[1]!, "island props");
  return refs;
}

/** url(...) and @import references of a stylesheet, resolved against the stylesheet's own URL. */
export function cssRefs(css: string, base: URL): PageRef[] {
  const refs: PageRef[] = [];
  for (const m of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"]*))\s*\)/g)) {
    const v = (m[1] ?? m[2] ?? m[3] ?? "").trim();
    if (v && !v.startsWith("data:") && !v.startsWith("#")) refs.push({ url: new URL(v, base), from: "css url()" });
  }
  for (const m of css.matchAll(/@import\s+["']([^"']+)["']/g)) refs.push({ url: new URL(m[1]!, base), from: "css @import" });
  return refs;
}

/** Ids a fragment link can land on. */
export function anchorIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => decodeEntities(m[1]!)));
}
