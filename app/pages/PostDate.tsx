// A post's date, the page locale's own way ("Apr 15, 2023" in English), with its ISO date for machines.
import { displayDateOf } from "../content/dates.ts";
import { useI18n } from "../i18n/context.tsx";

export function PostDate({ iso }: { iso: string }) {
  const { locale } = useI18n();
  return <time dateTime={iso}>{displayDateOf(iso, locale)}</time>;
}
