// Publication dates: ISO in the files, written on a page the way its locale writes a date ("Apr 15, 2023" in English,
// "2023년 4월 15일" in Korean), through Intl as every other date and figure of the site.

/** A real calendar date in ISO form. */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The display date of an ISO date in a locale ("Apr 15, 2023" for 2023-04-15 in en-US). The day is the calendar
 * date itself, whatever the zone of the machine that writes it. */
export function displayDateOf(iso: string, locale = "en-US"): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" })));
  return format.format(new Date(`${iso}T00:00:00Z`));
}
