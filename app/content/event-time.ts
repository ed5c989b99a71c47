// The Hub event's time in a reader's own zone and language: the server writes it in UTC with the zone named (the same
// for every visitor, so pages stay cacheable); the browser rewrites both parts in its own zone (app/client/local-times.ts).

/** When the Hub's live event starts (the banner on the home page). */
export const HUB_EVENT_AT = "2023-08-16T13:00:00Z";

/** The day and the time of an instant, in `locale`, in `timeZone` (the reader's own when omitted), the zone named. */
export function eventTimeParts(iso: string, locale: string, timeZone?: string): { day: string; time: string } {
  const at = new Date(iso);
  return {
    day: new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone }).format(at),
    time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZoneName: "short", timeZone }).format(at),
  };
}
