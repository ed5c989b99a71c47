// A post's date: "Apr 15 2023" in English, the page locale's own way elsewhere.
import { displayDateOf } from "../content/dates.ts";
import { useI18n } from "../i18n/context.tsx";

export function postDate(iso: string, lang: string, locale: string): string {
  if (lang === "en") return displayDateOf(iso);
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

export function PostDate({ iso }: { iso: string }) {
  const { lang, locale } = useI18n();
  return <time dateTime={iso}>{postDate(iso, lang, locale)}</time>;
}
