// Content pages in a real browser, desktop and mobile: new-tab cards, the partnership clip, alt text, layout stability.
import type { Page } from "@playwright/test";
import { featuredPosts } from "../../app/content/articles.ts";
import { heroImage } from "../../app/content/media.ts";
import { articles } from "../../app/generated/articles.ts";
import { site } from "../../app/site.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const partnership = articles.filter((a) => a.clip);
const plainArticle = articles.find((a) => !a.clip)!;
const FEATURED_SLUGS = featuredPosts().map((p) => p.slug);
const CONTENT_PAGES = ["/blog", `/blog/${plainArticle.slug}`, `/blog/${partnership[0]!.slug}`, "/roadmap", site.links.hubBanner, "/exception?errorCode=500&errorMessage=Oops"];

/** Starts summing layout shifts (not caused by input) before the page's first byte. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Scrolls through the page so lazy images load, then waits until every image has finished. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
    }
  });
  await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0));
}

test.describe("blog list", () => {
  test("opens a post card in a new tab", async ({ page, context }) => {
    await page.goto("/blog");
    await hydrated(page);
    const first = page.locator(".blog-card").first();
    const [popup] = await Promise.all([context.waitForEvent("page"), first.getByRole("link").click()]);
    await popup.waitForLoadState("domcontentloaded");
    expect(new URL(popup.url()).pathname).toBe(`/blog/${FEATURED_SLUGS[0]}`);
    await expect(popup.locator("h1")).toHaveText(articles.find((a) => a.slug === FEATURED_SLUGS[0])!.title);
    expect(new URL(page.url()).pathname).toBe("/blog");
  });

  test("opens the post from anywhere on its card, including the picture", async ({ page, context }) => {
    await page.goto("/blog");
    await hydrated(page);
    const card = page.locator(".blog-card").nth(1);
    // A real click on the picture's spot: the title link's overlay covers the card, so it receives it.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.locator("img").boundingBox())!;
    const [popup] = await Promise.all([context.waitForEvent("page"), page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)]);
    await popup.waitForLoadState("domcontentloaded");
    expect(new URL(popup.url()).pathname).toBe(`/blog/${FEATURED_SLUGS[1]}`);
  });

  test("breaks the subtitle on wide screens only", async ({ page, isMobile }) => {
    await page.goto("/blog");
    const br = page.locator(".blog-subtitle br");
    if (isMobile) await expect(br).toBeHidden();
    else expect(await br.evaluate((el) => getComputedStyle(el).display)).not.toBe("none");
  });
});

test.describe("partnership articles", () => {
  for (const a of partnership) {
    test(`${a.slug} plays its hero clip muted, looping and inline, its hero picture as poster`, async ({ page }) => {
      await page.goto(`/blog/${a.slug}`);
      await hydrated(page);
      const video = page.locator(".article-banner video");
      await expect(video).toBeVisible();
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>(".article-banner video");
        return !!v && !v.paused && v.currentTime > 0;
      });
      const state = await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted, loop: v.loop, inline: v.playsInline, poster: v.poster }));
      expect(state).toEqual({ paused: false, muted: true, loop: true, inline: true, poster: expect.stringContaining(`${heroImage(a.cover).src}.webp`) });
    });
  }

  test("is plain HTML with the browser's own controls, so the reader can pause it", async ({ page }) => {
    await page.goto(`/blog/${partnership[0]!.slug}`);
    const video = page.locator(".article-banner video");
    await expect(video).toHaveAttribute("controls", "");
    await page.waitForFunction(() => !document.querySelector<HTMLVideoElement>(".article-banner video")?.paused);
    expect(await page.locator(".article-banner [data-island]").count()).toBe(0);
  });

  test.describe("for a reader who asks for less motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the clip stays still on its poster", async ({ page }) => {
      await page.goto(`/blog/${partnership[0]!.slug}`, { waitUntil: "load" });
      await page.waitForTimeout(500);
      expect(await page.locator(".article-banner video").evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
    });
  });
});

test.describe("images", () => {
  for (const path of CONTENT_PAGES) {
    test(`${path}: every image has alt text (or is decoration in a link its text names) and nothing shifts as the page loads`, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(path);
      await hydrated(page);
      await loadAllImages(page);
      const images = await page.locator("img").evaluateAll((els) =>
        els.map((img) => ({
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt")?.trim(),
          namedLink: (img.closest("a")?.textContent?.trim().length ?? 0) > 0,
          w: img.getAttribute("width"),
          h: img.getAttribute("height"),
        })),
      );
      for (const img of images) {
        expect(img.alt, `${img.src} alt`).toBeDefined();
        if (!img.namedLink) expect(img.alt, `${img.src} alt`).not.toBe("");
        expect(Number(img.w) > 0 && Number(img.h) > 0, `${img.src} width and height`).toBe(true);
      }
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.02);
    });
  }

  test("the blog banner shows the narrow crop on narrow screens and links out in a new tab", async ({ page, isMobile }) => {
    await page.goto("/blog");
    const img = page.locator(".blog-banner img");
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(isMobile ? /\/blog\/banner-narrow[-.]/ : /\/blog\/banner[-.]/);
    await expect(page.locator(".blog-banner")).toHaveAttribute("href", site.links.blogBanner);
    await expect(page.locator(".blog-banner")).toHaveAttribute("target", "_blank");
  });
});
