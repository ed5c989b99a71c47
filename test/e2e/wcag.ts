// Shared by the WCAG 2.2 checks axe cannot make (wcag.spec.ts): the pages they visit, and the measurements they take
// inside the page (each a self-contained function for page.evaluate).
import type { Page } from "@playwright/test";
import { DEFAULT_LANG } from "../../app/i18n/languages.ts";
import { routes } from "../../app/routes.ts";
import { hydrated } from "./fixtures.ts";

/** Every English page (not the /index.html alias of the home page) and every other language's home. */
export const wcagRoutes = routes.filter((r) => (r.lang === DEFAULT_LANG ? r.path !== "/index.html" : r.kind === "home"));

/** Loads a page and waits for its script, its font and its islands (fixtures.ts). */
export async function load(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
}

/**
 * Words that cannot be seen whole (1.4.10 reflow, 1.4.12 text spacing): a line of text that runs past the edge of a
 * box that clips it (overflow hidden or clip, or the screen's sides), and the page wider than the screen. Text in a
 * box the reader can scroll (a code block, a table, a row of chips) is two-dimensional content WCAG allows, as is a
 * carousel's slide that is not the current one (it is shown by its dot, not cut off).
 */
export function clippedText(): { scrollWidth: number; clipped: string[] } {
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""}`;
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** Hidden on purpose (.visually-hidden and the like): clipped to nothing. */
  const visuallyHidden = (el: Element): boolean => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      if ((s.position === "absolute" && s.clip !== "auto" && s.clip !== "") || (s.overflow !== "visible" && (r.width <= 1 || r.height <= 1))) return true;
    }
    return false;
  };
  const scrollsOrSlides = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (/auto|scroll/.test(s.overflowX + s.overflowY) && a !== document.documentElement && a !== document.body) return true;
      // A carousel's other slides, moved aside by its track: tapping their dot brings them in (2.5.1 test).
      if (a.matches(".mission-card:not(.is-current)")) return true;
    }
    return false;
  };
  const clipped = new Set<string>();
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && clipped.size < 10; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent?.trim();
    if (!text || !el || el.closest("script, style, noscript, template") || !shown(el) || scrollsOrSlides(el) || visuallyHidden(el)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (rects.length === 0) continue;
    const outside = (a: Element) => {
      const s = getComputedStyle(a);
      const box = a === document.documentElement ? { left: 0, right: innerWidth, top: -Infinity, bottom: Infinity } : a.getBoundingClientRect();
      const x = a === document.documentElement || s.overflowX !== "visible";
      const y = a !== document.documentElement && s.overflowY !== "visible";
      return rects.some((r) => (x && (r.left < box.left - 1 || r.right > box.right + 1)) || (y && (r.top < box.top - 1 || r.bottom > box.bottom + 1)));
    };
    for (let a: Element | null = el; a; a = a.parentElement) {
      if (outside(a)) {
        clipped.add(`"${text.slice(0, 40)}" (${describe(el)}) cut by ${describe(a)}`);
        break;
      }
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, clipped: [...clipped] };
}

/**
 * Targets smaller than 24 by 24 CSS px (2.5.8) that have neither exception: spacing (a 24 px circle on the target's
 * centre meets no other target nor another small target's circle) or inline (a link inside a line of other words).
 */
export function smallTargets(): string[] {
  const MIN = 24;
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""} "${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 30)}"`;
  const selector = "a[href], button, summary, input:not([type='hidden']), select, textarea, [role='button'], [role='link'], [tabindex]:not([tabindex='-1'])";
  const targets = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => !el.parentElement?.closest(selector) && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    // Hidden on purpose until focused (the skip link): clipped to a pixel.
    .filter(({ r }) => r.width > 1 && r.height > 1);
  const inline = (el: HTMLElement) => {
    if (getComputedStyle(el).display !== "inline") return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block) return false;
    // Words of the line that are not a target's own.
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(selector) && /\p{L}/u.test(node.textContent ?? "")) return true;
    }
    return false;
  };
  const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
  const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
  const small = targets.filter(({ el, r }) => (r.width < MIN - 0.5 || r.height < MIN - 0.5) && !inline(el));
  const failing: string[] = [];
  for (const t of small) {
    const c = centre(t.r);
    const crowded = targets.find(
      (o) =>
        o.el !== t.el &&
        !o.el.contains(t.el) &&
        !t.el.contains(o.el) &&
        (distanceToRect(c, o.r) < MIN / 2 - 0.5 || (small.includes(o) && Math.hypot(centre(o.r).x - c.x, centre(o.r).y - c.y) < MIN - 0.5)),
    );
    if (crowded) failing.push(`${describe(t.el)} is ${Math.round(t.r.width)}x${Math.round(t.r.height)}, next to ${describe(crowded.el)}`);
  }
  return failing;
}

/**
 * The focused element, if the sticky or fixed bars cover all of it (2.4.11): sampled on a grid over its box, every
 * point is off the screen or lands on a sticky or fixed element that is not the focused one and does not hold it.
 * Null once Tab has gone round (each focused element is marked with `pass`).
 */
export function focusHidden(pass: string): Promise<{ focused: string; hidden: boolean } | null> {
  const el = document.activeElement;
  const mark = "data-wcag-focused";
  if (!el || el === document.body) return Promise.resolve(null);
  if (el.getAttribute(mark) === pass) {
    // Still the last element: Tab is going through its own controls (a video's), already measured as its box.
    if (el.hasAttribute(`${mark}-last`)) return Promise.resolve({ focused: "", hidden: false });
    // Tab has gone round the page: back to an element it has been on (or out to the browser, above).
    return Promise.resolve(null);
  }
  document.querySelector(`[${mark}-last]`)?.removeAttribute(`${mark}-last`);
  el.setAttribute(mark, pass);
  el.setAttribute(`${mark}-last`, "");
  const describe = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${e.classList.length ? `.${[...e.classList].join(".")}` : ""}`;
  const stuck = (hit: Element) => {
    for (let a: Element | null = hit; a; a = a.parentElement) {
      if (a.contains(el)) return false;
      if (/sticky|fixed/.test(getComputedStyle(a).position)) return true;
    }
    return false;
  };
  const seen = () => {
    const r = el.getBoundingClientRect();
    const N = 4;
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < N; j++) {
        const x = r.left + ((i + 0.5) * r.width) / N;
        const y = r.top + ((j + 0.5) * r.height) / N;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !stuck(hit)) return true;
      }
    }
    return false;
  };
  const focused = `${describe(el)} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
  if (seen()) return Promise.resolve({ focused, hidden: false });
  // Focus into a part of the page that skips rendering until near (content-visibility) scrolls once that part is
  // laid out, some frames later: watch it for up to a second for where the page comes to rest.
  return new Promise((resolve) => {
    let frames = 0;
    const next = () => {
      if (seen()) resolve({ focused, hidden: false });
      else if (++frames > 60) resolve({ focused, hidden: true });
      else requestAnimationFrame(next);
    };
    requestAnimationFrame(next);
  });
}
