// The site's languages: English at unprefixed paths, every other one under /{code}/. Routes, sitemap, feeds,
// hreflang and the switcher all derive from this list.

export interface Language {
  /** BCP 47 code, also the path prefix (except English). */
  code: string;
  /** Its own name, as the switcher shows it. */
  name: string;
  dir: "ltr" | "rtl";
  /** Intl locale for numbers and dates (Western digits everywhere, as the translations write them). */
  locale: string;
  /** og:locale. */
  ogLocale: string;
  /** Writes letters Inter's Latin file lacks: its pages also declare the "Inter Ext" face (scripts/build/font.ts). */
  extendedLatin?: boolean;
}

export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr", locale: "en-US", ogLocale: "en_US" },
  { code: "ko", name: "한국어", dir: "ltr", locale: "ko-KR", ogLocale: "ko_KR" },
  { code: "tr", name: "Türkçe", dir: "ltr", locale: "tr-TR", ogLocale: "tr_TR", extendedLatin: true },
  { code: "vi", name: "Tiếng Việt", dir: "ltr", locale: "vi-VN", ogLocale: "vi_VN", extendedLatin: true },
  { code: "hi", name: "हिंदी", dir: "ltr", locale: "hi-IN", ogLocale: "hi_IN" },
  { code: "bn", name: "বাংলা", dir: "ltr", locale: "bn-BD-u-nu-latn", ogLocale: "bn_BD" },
  { code: "id", name: "Bahasa Indonesia", dir: "ltr", locale: "id-ID", ogLocale: "id_ID" },
  { code: "ar", name: "العربية", dir: "rtl", locale: "ar-u-nu-latn", ogLocale: "ar_AR" },
] as const satisfies readonly Language[];

export type LangCode = (typeof LANGUAGES)[number]["code"];
export const DEFAULT_LANG: LangCode = "en";
export const LANG_CODES = LANGUAGES.map((l) => l.code) as readonly LangCode[];

export function isLangCode(code: string): code is LangCode {
  return (LANG_CODES as readonly string[]).includes(code);
}

export function language(code: LangCode): Language {
  return LANGUAGES.find((l) => l.code === code)!;
}

/** A site path in a language: English keeps the path as is, others get their prefix ("/" becomes "/ko/"). */
export function localePath(lang: LangCode, path: string): string {
  if (lang === DEFAULT_LANG || !path.startsWith("/")) return path;
  return `/${lang}${path}`;
}

/** The language a path is in, and the path without its prefix ("/ko/blog" -> ko, "/blog"). */
export function splitLangPath(path: string): { lang: LangCode; path: string } {
  const m = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (m && m[1] !== DEFAULT_LANG && isLangCode(m[1]!)) return { lang: m[1] as LangCode, path: m[2] ?? "" };
  return { lang: DEFAULT_LANG, path };
}
