// A tiny accessible display layer for the request helper: short messages, notifications and a delayed loader,
// announced through aria-live regions. Plain DOM, created on first use; styles live in mint.css.

import { LOADER_DELAY_MS, LOADER_TEXT, MESSAGE_DURATION_S, NOTIFICATION_DURATION_S, NOTIFICATION_OFFSET_PX, NOTIFICATION_PLACEMENT } from "./notice-defaults.ts";

export type MessageKind = "warning" | "error" | "info" | "success";
export type NotificationPlacement = "topRight" | "topLeft" | "bottomRight" | "bottomLeft";

export interface NotificationOptions {
  /** The title (the error code, for errors). */
  message: string;
  description?: string;
  /** Seconds; 0 keeps it until closed. */
  duration?: number;
  placement?: NotificationPlacement;
  /** Distance from the top (or bottom) edge in px. */
  offset?: number;
}

/** What the request helper needs from a display; tests pass their own. */
export interface NoticeDisplay {
  message(kind: MessageKind, text: string, durationS?: number): void;
  notification(options: NotificationOptions): void;
  /** Shows the loader if the work is still running after LOADER_DELAY_MS; call the result when it ends. */
  loading(): () => void;
}

/** The subset of timers the layer uses (tests drive them). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

function region(doc: Document, className: string, live: "polite" | "assertive"): HTMLElement {
  const found = doc.body.querySelector<HTMLElement>(`:scope > .${className}`);
  if (found) return found;
  const el = doc.createElement("div");
  el.className = className;
  el.setAttribute("aria-live", live);
  el.setAttribute("aria-relevant", "additions");
  doc.body.appendChild(el);
  return el;
}

/** The DOM display: one live region for messages, one per notification corner, one status for the loader. */
export function createDomNotices(doc: Document = document, timers: Timers = browserTimers, loaderText: string = LOADER_TEXT): NoticeDisplay {
  function later(el: HTMLElement, seconds: number): void {
    if (seconds > 0) timers.setTimeout(() => el.remove(), seconds * 1000);
  }

  let loaders = 0;
  let loaderEl: HTMLElement | null = null;

  return {
    message(kind, text, durationS = MESSAGE_DURATION_S) {
      const el = doc.createElement("p");
      el.className = `notice-message notice-${kind}`;
      // Errors interrupt (alert); the rest wait their turn (status).
      el.setAttribute("role", kind === "error" ? "alert" : "status");
      el.textContent = text;
      region(doc, "notice-messages", "polite").appendChild(el);
      later(el, durationS);
    },

    notification({ message, description, duration = NOTIFICATION_DURATION_S, placement = NOTIFICATION_PLACEMENT, offset = NOTIFICATION_OFFSET_PX }) {
      const corner = region(doc, `notice-corner-${placement}`, "assertive");
      corner.classList.add("notice-corner");
      corner.style.setProperty("--notice-offset", `${offset}px`);
      const card = doc.createElement("div");
      card.className = "notice-notification";
      card.setAttribute("role", "alert");
      const title = doc.createElement("p");
      title.className = "notice-title";
      title.textContent = message;
      card.appendChild(title);
      if (description) {
        const body = doc.createElement("p");
        body.className = "notice-description";
        body.textContent = description;
        card.appendChild(body);
      }
      const close = doc.createElement("button");
      close.type = "button";
      close.className = "notice-close";
      close.setAttribute("aria-label", "Close");
      close.textContent = "×";
      close.addEventListener("click", () => card.remove());
      card.appendChild(close);
      corner.appendChild(card);
      later(card, duration);
    },

    loading() {
      let shown = false;
      let done = false;
      const timer = timers.setTimeout(() => {
        if (done) return;
        shown = true;
        loaders += 1;
        if (!loaderEl) {
          loaderEl = doc.createElement("div");
          loaderEl.className = "notice-loader";
          loaderEl.setAttribute("role", "status");
          loaderEl.textContent = loaderText;
          doc.body.appendChild(loaderEl);
        }
      }, LOADER_DELAY_MS);
      return () => {
        if (done) return;
        done = true;
        timers.clearTimeout(timer);
        if (!shown) return;
        loaders -= 1;
        if (loaders === 0) {
          loaderEl?.remove();
          loaderEl = null;
        }
      };
    },
  };
}
