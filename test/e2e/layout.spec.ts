// Layout of every page at the widths people use, in real Chromium: no sideways scrolling, the header's last control
// at the edge, no text drawn over other text, nothing fixed over the end of the page, and the words inside images
// at a readable size (app/content/media.json: minTextPx is in source pixels at the image's full width).
// One load per route and width, every check in one evaluate. The desktop project runs all widths itself.
import { devices, type Browser, type Page } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";
import media from "../../app/content/media.json" with { type: "json" };
import { messages } from "../../app/i18n/messages.ts";
import { DEFAULT_LANG } from "../../app/i18n/languages.ts";
import { expect, hydrated, test, type ConsoleProblems } from "./fixtures.ts";
import { auditRoutes } from "./route-sample.ts";

const PHONES = [360, 390];
const WIDTHS = [...PHONES, 768, 1024, 1440];
/** Every language's home, blog and a translated article at the common phone and laptop widths; English everywhere. */
const LANG_WIDTHS = [390, 1440];
/** Articles share one template: at the in-between widths (360, 768's neighbour 1024) one of each kind is measured, the
 *  Genesis article, a partnership article with its clip and a plain one; every English article is at 390, 768 and
 *  1440 (and at 320 in the reflow test). */
const ARTICLE_SAMPLE = new Set([articles.find((a) => a.genesisBlock), articles.find((a) => a.clip), articles.find((a) => !a.clip && !a.genesisBlock)].map((a) => a!.slug));
const SAMPLED_WIDTHS = [360, 1024];
const routesAt = (width: number) =>
  auditRoutes.filter((r) =>
    r.lang === DEFAULT_LANG
      ? r.kind !== "article" || !SAMPLED_WIDTHS.includes(width) || ARTICLE_SAMPLE.has(r.slug!)
      : LANG_WIDTHS.includes(width) && (r.kind === "home" || r.kind === "blog" || (r.kind === "article" && r.translated)),
  );
/** Smallest readable size of words drawn inside an image, in CSS px. */
const MIN_TEXT_PX = 12;
/** How close the header's last control comes to the page's end edge. */
const EDGE_PX = 24;
/** Overlap two text boxes may have (antialiasing, italics). */
const SLACK_PX = 2;
/**
 * Marks an element whose words are meant to sit over other words (none today: banner words sit over art, which is
 * not text). Its text is left out of the overlap check.
 */
const OVERLAY_ATTR = "data-layout-overlay";

/** Media with words in them: source key -> the smallest rendered width that keeps those words >= 12 px. */
const minWidths: Record<string, number> = {};
for (const [key, m] of [...Object.entries(media.images), ...Object.entries(media.clips)]) {
  if (m.minTextPx) minWidths[key] = Math.ceil((MIN_TEXT_PX * m.width) / m.minTextPx);
}

test.describe.configure({ mode: "parallel" });
test.skip(({ isMobile }) => isMobile, "the desktop project runs the phone widths too");
test.use({ reducedMotion: "reduce" });

/**
 * The page to measure: the test's own page resized for tablet and desktop widths (the fixture watches its console),
 * a phone context of its own for phone widths (touch and a phone's user agent cannot be switched on afterwards).
 */
async function open(own: Page, browser: Browser, width: number, path: string, problems: ConsoleProblems): Promise<Page> {
  let page = own;
  if (PHONES.includes(width)) {
    const context = await browser.newContext({
      viewport: { width, height: 844 },
      reducedMotion: "reduce",
      isMobile: true,
      hasTouch: true,
      userAgent: devices["Pixel 7"].userAgent,
    });
    problems.watch(context);
    page = await context.newPage();
  } else {
    await page.setViewportSize({ width, height: 900 });
  }
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

interface Findings {
  scrollWidth: number;
  edgeGap: number | null;
  lastControl: string;
  blogLinks: number;
  overlaps: string[];
  covered: string[];
  smallText: string[];
  squeezed: string[];
}

/** Every check, in the page. Text boxes are the glyphs' middle band (0.8 em), so lines set tighter than the font's
 *  own ascent and descent do not count as touching. */
function measure(args: { width: number; minWidths: Record<string, number>; overlayAttr: string; slack: number; blogLabel: string }): Promise<Findings> {
  const { width, minWidths, overlayAttr, slack, blogLabel } = args;
  type Box = { l: number; t: number; r: number; b: number; el: Element; text: string };
  const rtl = getComputedStyle(document.documentElement).direction === "rtl";
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""}`;

  /** Hidden on purpose (.visually-hidden and the like): clipped to nothing. */
  const hiddenCache = new Map<Element, boolean>();
  function visuallyHidden(el: Element | null): boolean {
    if (!el || el === document.body) return false;
    const known = hiddenCache.get(el);
    if (known !== undefined) return known;
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const hidden =
      (s.position === "absolute" && s.clip !== "auto" && s.clip !== "") ||
      (s.overflow !== "visible" && (r.width <= 1 || r.height <= 1)) ||
      el.hasAttribute(overlayAttr) ||
      visuallyHidden(el.parentElement);
    hiddenCache.set(el, hidden);
    return hidden;
  }

  /** The part of the page an element's content can show in: its clipping ancestors' boxes, intersected. */
  function clipOf(el: Element): { l: number; t: number; r: number; b: number } {
    let box = { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity };
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const r = a.getBoundingClientRect();
      box = {
        l: s.overflowX === "visible" ? box.l : Math.max(box.l, r.left),
        r: s.overflowX === "visible" ? box.r : Math.min(box.r, r.right),
        t: s.overflowY === "visible" ? box.t : Math.max(box.t, r.top),
        b: s.overflowY === "visible" ? box.b : Math.min(box.b, r.bottom),
      };
    }
    return box;
  }

  function textBoxes(roots: Element[]): Box[] {
    const boxes: Box[] = [];
    const range = document.createRange();
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const el = node.parentElement;
        if (!text || !el || !shown(el) || visuallyHidden(el)) continue;
        const fontPx = parseFloat(getComputedStyle(el).fontSize);
        const clip = clipOf(el);
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          const mid = (r.top + r.bottom) / 2;
          const half = Math.min(r.height, 0.8 * fontPx) / 2;
          const box = { l: Math.max(r.left, clip.l), r: Math.min(r.right, clip.r), t: Math.max(mid - half, clip.t), b: Math.min(mid + half, clip.b) };
          if (box.r - box.l > 0.5 && box.b - box.t > 0.5) boxes.push({ ...box, el, text: text.slice(0, 40) });
        }
      }
    }
    return boxes;
  }

  const overlap = (a: { l: number; t: number; r: number; b: number }, b: { l: number; t: number; r: number; b: number }) =>
    Math.min(a.r, b.r) - Math.max(a.l, b.l) > slack && Math.min(a.b, b.b) - Math.max(a.t, b.t) > slack;

  return (async () => {
    // Down the page a screen at a time, as a reader: sections that skip rendering until they come near
    // (content-visibility) are then measured at the size they are drawn at, not at their estimate.
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: "instant" });
      await frames();
    }
    scrollTo({ top: 0, behavior: "instant" });
    await frames();
    const roots = [...document.querySelectorAll(".lang-suggestion, .site-header, main, .site-footer")];

    // (c) text over text, anywhere on the page.
    const overlaps: string[] = [];
    const boxes = textBoxes(roots).sort((a, b) => a.t - b.t);
    for (let i = 0; i < boxes.length; i++) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length && boxes[j]!.t < a.b; j++) {
        const b = boxes[j]!;
        if (a.el === b.el || !overlap(a, b)) continue;
        overlaps.push(`"${a.text}" (${describe(a.el)}) and "${b.text}" (${describe(b.el)}) at y=${Math.round(a.t + scrollY)}`);
        if (overlaps.length > 8) break;
      }
    }

    // (b) the header's last visible control at the end edge; "Blog" at most once in it (on blog pages).
    const header = document.querySelector(".site-header .header-inner")!;
    const controls = [...header.querySelectorAll("a[href], button, summary")].filter(
      (el) => !el.closest(".menu-overlay") && shown(el) && !visuallyHidden(el) && el.getClientRects().length > 0,
    );
    const edgeOf = (el: Element) => (rtl ? el.getBoundingClientRect().left : width - el.getBoundingClientRect().right);
    const last = controls.sort((a, b) => edgeOf(a) - edgeOf(b))[0];
    const blogLinks = controls.filter((el) => el.textContent?.trim() === blogLabel).length;

    // (d) at the end of the page, nothing fixed or sticky over the words (the sticky header is the top of the view).
    scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await frames();
    await frames();
    const top = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    const floating = [...document.querySelectorAll("body *")].filter((el) => {
      const pos = getComputedStyle(el).position;
      return (pos === "fixed" || pos === "sticky") && !el.closest(".site-header") && shown(el) && el.getClientRects().length > 0;
    });
    const visible = textBoxes(roots).filter((t) => t.t >= top && t.b <= innerHeight && t.r > 0 && t.l < width);
    const covered: string[] = [];
    for (const f of floating) {
      const r = f.getBoundingClientRect();
      const box = { l: r.left, t: r.top, r: r.right, b: r.bottom };
      for (const t of visible) if (!f.contains(t.el) && overlap(box, t)) covered.push(`${describe(f)} covers "${t.text}" (${describe(t.el)})`);
    }

    // (e) words inside images and clips at 12 px or more.
    const keyOf = (url: string) =>
      new URL(url, location.href).pathname
        .replace(/^\/static\/media\//, "")
        .replace(/\.[a-z0-9]+$/, "")
        .replace(/-\d+$/, "");
    function sourceOf(el: HTMLImageElement | HTMLVideoElement): string {
      if (el.currentSrc) return el.currentSrc;
      if (el instanceof HTMLVideoElement) return el.querySelector("source")?.src ?? el.src;
      for (const s of el.parentElement?.querySelectorAll("source") ?? []) {
        if (!s.media || matchMedia(s.media).matches) return s.srcset.split(",")[0]!.trim().split(" ")[0]!;
      }
      return el.src;
    }
    const smallText: string[] = [];
    for (const el of document.querySelectorAll<HTMLImageElement | HTMLVideoElement>("img, video")) {
      const key = keyOf(sourceOf(el));
      const need = minWidths[key];
      const rendered = el.getBoundingClientRect().width;
      if (need && rendered > 0 && shown(el) && rendered + 0.5 < need) smallText.push(`${key} is ${Math.round(rendered)} px wide, needs ${need}`);
    }

    // A column squeezed to a few words a line (a grid area left over from a wider layout, say): on a phone, every
    // heading and paragraph of more than a few words has at least 140 px of line.
    const squeezed: string[] = [];
    if (width <= 400) {
      for (const el of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, p)")) {
        const text = el.textContent?.trim() ?? "";
        const w = el.getBoundingClientRect().width;
        if (text.split(/\s+/).length > 4 && w > 0 && w < 140 && shown(el) && !visuallyHidden(el))
          squeezed.push(`${describe(el)} "${text.slice(0, 30)}" is ${Math.round(w)} px wide`);
      }
    }

    return {
      scrollWidth: document.documentElement.scrollWidth,
      edgeGap: last ? Math.round(edgeOf(last)) : null,
      lastControl: last ? describe(last) : "none",
      blogLinks,
      overlaps,
      covered: covered.slice(0, 8),
      smallText,
      squeezed,
    };
  })();
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    for (const route of routesAt(width)) {
      test(`${route.path} keeps its layout`, async ({ page: own, browser, consoleProblems }) => {
        const page = await open(own, browser, width, route.path, consoleProblems);
        let found: Findings;
        try {
          found = await page.evaluate(measure, { width, minWidths, overlayAttr: OVERLAY_ATTR, slack: SLACK_PX, blogLabel: messages(route.lang).chrome.nav.blog });
        } finally {
          // A phone's own context, closed pass or fail: a page left open keeps its timers running.
          if (page !== own) await page.context().close();
        }
        expect(found.scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(width);
        expect(found.edgeGap, `header's last control (${found.lastControl}) at the end edge`).not.toBeNull();
        expect(found.edgeGap!, `header's last control (${found.lastControl}) at the end edge`).toBeLessThanOrEqual(EDGE_PX);
        if (width < 1280) expect(found.lastControl, "the menu button ends the header").toContain("menu-toggle");
        expect(found.blogLinks, '"Blog" at most once in the header').toBeLessThanOrEqual(1);
        expect(found.overlaps, "text drawn over text").toEqual([]);
        expect(found.covered, "fixed or sticky elements over the end of the page").toEqual([]);
        expect(found.smallText, "words inside images below 12 px").toEqual([]);
        expect(found.squeezed, "headings and paragraphs squeezed into a narrow column").toEqual([]);
      });
    }
  });
}
