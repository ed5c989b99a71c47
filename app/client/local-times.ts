// Rewrites every <time data-local-time> of the page (its two spans: the day, then the time) to the reader's own zone,
// formatted off the main thread by app/client/local-time-worker.ts. Until the answer comes, and wherever workers are
// unavailable, the served UTC time stays: it is correct, with its zone named.
// Under Trusted Types (require-trusted-types-for 'script') a worker's URL must be a TrustedScriptURL: the page's one
// policy, "lt" (the CSP's trusted-types names it and nothing else), returns the build's own worker URL whatever it is
// asked, so it can never vouch for another script. Formatting on the main thread instead costs Intl's first use there
// (86-130 ms of the boot task on a 4x slowed phone, docs/performance.md), which is why the worker stays.
import type { eventTimeParts } from "../content/event-time.ts";
import type { LocalTimeRequest } from "./local-time-worker.ts";

/** The part of the Trusted Types API used here (TypeScript's DOM library does not have it yet). A TrustedScriptURL
 *  stands where the URL string would (Worker takes either), so it is typed as the string it carries. */
interface TrustedTypes {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): string };
}

export function showLocalTimes(workerUrl: string, root: ParentNode = document): void {
  const times = [...root.querySelectorAll<HTMLTimeElement>("time[data-local-time]")];
  if (!times.length) return;
  let worker: Worker;
  // Throws where workers are missing or refused: the UTC time stays.
  try {
    worker = new Worker((self as { trustedTypes?: TrustedTypes }).trustedTypes?.createPolicy("lt", { createScriptURL: () => workerUrl }).createScriptURL("") ?? workerUrl);
  } catch {
    return;
  }
  // Properties, not listeners: the fewest bytes in the script every page fetches before its first scroll.
  worker.onmessage = (event: MessageEvent<ReturnType<typeof eventTimeParts>[]>) => {
    worker.terminate();
    times.forEach((el, i) => {
      const [day, time] = el.children;
      const parts = event.data[i];
      if (!day || !time || !parts) return;
      day.textContent = parts.day;
      time.textContent = parts.time;
    });
  };
  worker.onerror = () => worker.terminate();
  worker.postMessage(times.map((el): LocalTimeRequest => [el.dateTime, el.dataset.localTime ?? "en"]));
}
