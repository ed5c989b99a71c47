// Rewrites every <time data-local-time> of the page (its two spans: the day, then the time) to the reader's own zone,
// formatted off the main thread by app/client/local-time-worker.ts. Until the answer comes, and wherever workers are
// unavailable, the served UTC time stays: it is correct, with its zone named.
import type { eventTimeParts } from "../content/event-time.ts";
import type { LocalTimeRequest } from "./local-time-worker.ts";

export function showLocalTimes(workerUrl: string, root: ParentNode = document): void {
  const times = [...root.querySelectorAll<HTMLTimeElement>("time[data-local-time]")];
  if (!times.length || typeof Worker !== "function") return;
  let worker: Worker;
  try {
    worker = new Worker(workerUrl);
  } catch {
    return;
  }
  worker.addEventListener("message", (event: MessageEvent<ReturnType<typeof eventTimeParts>[]>) => {
    worker.terminate();
    times.forEach((el, i) => {
      const [day, time] = el.children;
      const parts = event.data[i];
      if (!day || !time || !parts) return;
      day.textContent = parts.day;
      time.textContent = parts.time;
    });
  });
  worker.addEventListener("error", () => worker.terminate());
  worker.postMessage(times.map((el): LocalTimeRequest => ({ iso: el.dateTime, locale: el.dataset.localTime ?? "en" })));
}
