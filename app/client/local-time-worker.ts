// A dedicated worker that formats the Hub event's time in the reader's own zone (app/client/local-times.ts asks it).
// The first use of Intl's date formatting in a page loads its locale and time-zone data: about 100 ms of the main
// thread on a slow phone, a task a tap would wait behind. Here that cost falls on a thread of its own.
import { eventTimeParts } from "../content/event-time.ts";

/** One time to format: its instant (ISO 8601) and the page's locale. A pair, not an object: fewer bytes in the two
 *  scripts the home page fetches before its first scroll. */
export type LocalTimeRequest = [iso: string, locale: string];

onmessage = (event: MessageEvent<LocalTimeRequest[]>) => postMessage(event.data.map(([iso, locale]) => eventTimeParts(iso, locale)));
