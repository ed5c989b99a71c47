// The landing page's behaviour rules and thresholds as pure functions: the islands apply them,
// the unit tests pin them down. No DOM access here.
import { isMobileUserAgent, isMobileWidth } from "../ui/mobile.ts";
import { numberFormat } from "../i18n/formatters.ts";

/** Mobile rule: 760 px or narrower, or a user agent matching Mobi, Android or iPhone. */
export function isMobileDevice(width: number, userAgent: string | null | undefined): boolean {
  return isMobileWidth(width) || isMobileUserAgent(userAgent);
}

// ---- Mission carousel (mobile) ----

export const MISSION_SLIDES = 6;
export const MISSION_START_INDEX = 3;
/** The slide whose centre is nearest the strip's centre (x positions in one frame of reference): where the strip
 *  stands after the visitor scrolled it natively, before the carousel took over. */
export function nearestSlide(centres: readonly number[], stripCentre: number): number {
  let best = 0;
  centres.forEach((c, i) => {
    if (Math.abs(c - stripCentre) < Math.abs((centres[best] ?? c) - stripCentre)) best = i;
  });
  return best;
}
/** Horizontal travel (px) a finger must cover before a swipe counts. */
export const SWIPE_MIN_PX = 40;

/** Keeps a slide index inside [0, count - 1]: the carousel is bounded, it does not wrap. */
export function clampSlide(index: number, count: number): number {
  return Math.min(Math.max(Math.round(index), 0), Math.max(count - 1, 0));
}

/**
 * Slide after a gesture of (dx, dy) px: a mostly horizontal swipe toward the reading direction goes to the next
 * slide, the other way back; short or mostly vertical gestures (page scrolling) keep the slide.
 */
export function slideAfterSwipe(index: number, dx: number, dy: number, count: number, dir: "ltr" | "rtl" = "ltr"): number {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return index;
  // A swipe toward the reading direction goes forward: leftward in left-to-right text, rightward in Arabic.
  const forward = dir === "rtl" ? dx > 0 : dx < 0;
  return clampSlide(forward ? index + 1 : index - 1, count);
}

// ---- Gate animation ----

export const GATE_STEPS = 4;
/** Mobile also advances the gate on a timer. */
export const GATE_TICK_MS = 1500;

/** The scroll ratio: where the section's top sits, in tenths of the viewport height (10 = bottom edge). */
export function gateRatio(top: number, viewportHeight: number): number {
  return viewportHeight > 0 ? (top / viewportHeight) * 10 : 0;
}

/** Step from the scroll ratio, with thresholds 9, 4 and 0: the further in, the later the step. */
export function gateStep(ratio: number): number {
  if (ratio > 9) return 0;
  if (ratio > 4) return 1;
  if (ratio > 0) return 2;
  return GATE_STEPS - 1;
}

/** The mobile tick: the next step, starting over after the last. */
export function nextGateStep(step: number): number {
  return (step + 1) % GATE_STEPS;
}

// ---- Docs side navigation and group dots ----

/** Each docs item animates in once its top rises above two thirds of the window height. */
export function shouldAnimateItem(top: number, viewportHeight: number): boolean {
  return top < (viewportHeight * 2) / 3;
}

/** Index of the last section whose top has passed `line` (px from the viewport top), or -1 if none has. */
export function activeSection(tops: readonly number[], line: number): number {
  let active = -1;
  tops.forEach((top, i) => {
    if (top <= line) active = i;
  });
  return active;
}

// ---- PODF and marketplace ----

/** How far a section has come in: 0 while its top is at or below the viewport bottom, 1 once it reaches the top. */
export function scrollProgress(top: number, viewportHeight: number): number {
  if (viewportHeight <= 0) return 1;
  return Math.min(Math.max((viewportHeight - top) / viewportHeight, 0), 1);
}

export const PODF_LIST_PROGRESS = 0.7;

export function podfListVisible(progress: number): boolean {
  return progress > PODF_LIST_PROGRESS;
}

/** The map slide for a progress: the slides advance evenly and the last one arrives with the feature list. */
export function podfSlide(progress: number, count: number): number {
  if (count <= 1) return 0;
  return clampSlide(Math.floor((progress / PODF_LIST_PROGRESS) * (count - 1) + 1e-9), count);
}

/**
 * Depth of the marketplace's perspective effect in [-1, 1]: 0 when the section's centre is at the
 * viewport's centre, -1 / 1 when it is a full viewport above / below it.
 */
export function depthOffset(top: number, height: number, viewportHeight: number): number {
  if (viewportHeight <= 0) return 0;
  const offset = (top + height / 2 - viewportHeight / 2) / viewportHeight;
  return Math.min(Math.max(offset, -1), 1);
}

// ---- Video stories ----

export const STORY_COUNT = 4;

/**
 * In view: the top is above two thirds of the viewport height and the bottom is not above the viewport
 * top. Videos play while this holds and pause otherwise.
 */
export function isInView(top: number, bottom: number, viewportHeight: number): boolean {
  return top < (viewportHeight * 2) / 3 && bottom >= 0;
}

/** Story after a video ends: on mobile the next one, wrapping after the last; on desktop it stays. */
export function storyAfterEnded(index: number, count: number, mobile: boolean): number {
  return mobile ? (index + 1) % count : index;
}

// ---- Stats count-up ----

/** Starts (once) when the section's top is within 50 px of the viewport bottom: 50 px below it or higher. */
export const COUNT_UP_MARGIN_PX = 50;

export function shouldStartCountUp(top: number, viewportHeight: number): boolean {
  return top - viewportHeight <= COUNT_UP_MARGIN_PX;
}

export const COUNT_UP_MS = 1800;

/** A figure as the page's locale writes it, with the plus sign ("1,400,000+"; Hindi groups as "14,00,000+"). */
export function formatCount(value: number, locale = "en-US"): string {
  // Every frame of the count-up formats every figure: the formatter is built once (app/i18n/formatters.ts).
  return `${numberFormat(locale).format(Math.max(0, Math.round(value)))}+`;
}

/** Value at `elapsed` ms of the count-up: eases out and lands exactly on the target. */
export function countUpValue(target: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (elapsed >= duration) return target;
  const t = Math.max(elapsed, 0) / duration;
  return Math.round(target * (1 - Math.pow(1 - t, 3)));
}

// ---- Back to top ----

export const BACK_TO_TOP_FACTOR = 1.1;

/**
 * Back-to-top shows only at widths of 760 px or less, past 1.1 x the body height. That rule assumed a
 * body one viewport tall (content scrolling inside it), so "1.1 x the body height" means 1.1 x the
 * viewport height here.
 */
export function shouldShowBackToTop(scrollY: number, viewportHeight: number, width: number): boolean {
  return isMobileWidth(width) && scrollY > BACK_TO_TOP_FACTOR * viewportHeight;
}
