// The site in the community's languages, in real Chromium: Arabic laid out right to left (header, menu, carousel),
// figures grouped as each locale writes them, each script drawn with a face made for it (the switcher and the
// suggestion: language-choice.spec.ts). Layout and axe cover every language in layout.spec.ts and a11y.spec.ts.
import type { Page } from "@playwright/test";
import { formatCount, MISSION_START_INDEX } from "../../app/client/landing-rules.ts";
import { home } from "../../app/content/home.ts";
import { language } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { swipe } from "./home-moves.ts";

const ar = messages("ar");

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** The faces Chromium drew an element's text with (CDP), by family name. */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.filter((f) => f.glyphCount > 0).map((f) => f.familyName);
}

test.describe("Arabic on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone header, menu and swipe");

  test("mirrors the header: the logo at the right edge, the menu button at the left", async ({ page }) => {
    await open(page, "/ar/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const logo = (await page.locator(".site-header .header-inner > .logo").boundingBox())!;
    const toggle = (await page.locator(".menu-toggle").boundingBox())!;
    expect(390 - (logo.x + logo.width)).toBeLessThanOrEqual(24);
    expect(toggle.x).toBeLessThanOrEqual(24);
  });

  test("opens the menu in Arabic, its entries set from the right, and closes it with Escape", async ({ page }) => {
    await open(page, "/ar/blog");
    await page.getByRole("button", { name: ar.chrome.menu.open }).tap();
    const menu = page.getByRole("dialog", { name: ar.chrome.menu.dialog });
    await expect(menu).toBeVisible();
    const entry = menu.locator(".menu-list > li > a").first();
    const box = (await entry.boundingBox())!;
    const text = await entry.evaluate((a) => {
      const r = document.createRange();
      r.selectNodeContents(a);
      const rect = r.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    // The words start at the entry's right side.
    expect(box.x + box.width - text.right).toBeLessThan(text.left - box.x);
    await expect(page.getByRole("button", { name: ar.chrome.menu.close })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("moves the mission carousel forward with a swipe to the right, back with a swipe to the left", async ({ page }) => {
    await open(page, "/ar/");
    const carousel = page.locator(".mission-carousel");
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-index", String(MISSION_START_INDEX));
    await swipe(page, ".mission-viewport", "right");
    await expect(carousel).toHaveAttribute("data-index", String(MISSION_START_INDEX + 1));
    // The track slides the new card into view (after its transition).
    const inView = async () => {
      const box = (await page.locator(".mission-card.is-current").boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 390;
    };
    await expect.poll(inView).toBe(true);
    await swipe(page, ".mission-viewport", "left");
    await expect(carousel).toHaveAttribute("data-index", String(MISSION_START_INDEX));
  });
});

test.describe("shapes that carry a direction", () => {
  /** The physical sides an element's ::after draws, and its transform: the shape as it appears on screen. */
  const shapeOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el, "::after");
        return { right: s.borderRightWidth !== "0px", left: s.borderLeftWidth !== "0px", bottom: s.borderBottomWidth !== "0px", transform: s.transform };
      });

  test("down stays down and a check never mirrors: the same chevrons and check mark in Arabic as in English", async ({ page, isMobile }) => {
    const shapes = async (path: string) => {
      await open(page, path);
      if (isMobile) {
        const closed = await shapeOf(page, ".menu-group-networking .menu-group-toggle");
        await page.locator(".menu-group-networking").evaluate((d) => d.setAttribute("open", ""));
        return { closed, open: await shapeOf(page, ".menu-group-networking .menu-group-toggle") };
      }
      return { closed: await shapeOf(page, ".header-actions .lang-switch summary"), check: await shapeOf(page, '.header-actions .lang-menu a[aria-current="true"]') };
    };
    const english = await shapes("/");
    const arabic = await shapes("/ar/");
    expect(arabic).toEqual(english);
    // Drawn with the right and bottom sides, turned 45°: a down chevron (and a check), whatever the direction.
    expect(english.closed).toMatchObject({ right: true, left: false, bottom: true });
  });

  test("a cover's label sits in the art's calm top-left corner in Arabic too, on every card", async ({ page }) => {
    const offsets = async (path: string) => {
      await open(page, path);
      return page.locator(".blog-card-cover").evaluateAll((covers) =>
        covers.map((c) => {
          const box = c.getBoundingClientRect();
          const tag = c.querySelector(".cover-tag")!.getBoundingClientRect();
          return { left: Math.round(tag.left - box.left), top: Math.round(tag.top - box.top), inside: tag.right <= box.right && tag.width > 0 };
        }),
      );
    };
    const english = await offsets("/blog");
    const arabic = await offsets("/ar/blog");
    expect(arabic).toHaveLength(english.length);
    for (const [i, a] of arabic.entries()) expect(a, `card ${i}`).toEqual({ ...english[i], inside: true });
  });
});

test.describe("the Hub event's time, in the reader's own zone", () => {
  for (const [timezoneId, zone, clock, lang] of [
    ["Asia/Seoul", "GMT+9", "22:00", "ko"],
    ["Asia/Kolkata", "GMT+5:30", "18:30", "en"],
  ] as const) {
    test.describe(timezoneId, () => {
      test.use({ timezoneId });
      test(`shows ${clock} ${zone} with the year, in the page's language, and moves nothing`, async ({ page, browser, viewport, isMobile }) => {
        const path = lang === "en" ? "/" : `/${lang}/`;
        /** Where the banner's parts sit: its height and the top of the line under the date. */
        const layout = (p: Page) =>
          p.evaluate(() =>
            [".event-banner", ".event-banner-line", ".event-banner-action"]
              .map((s) => document.querySelector(s)!.getBoundingClientRect())
              .map((r) => [Math.round(r.top), Math.round(r.height)]),
          );
        // The cached page, as served (no script): the time in UTC.
        const plain = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, timezoneId });
        const served = await plain.newPage();
        await served.goto(`${process.env.BASE_URL ?? "http://127.0.0.1:8799"}${path}`);
        await expect(served.locator(".event-banner-time")).toContainText("UTC");
        const before = await layout(served);
        await plain.close();

        await open(page, path);
        const time = page.locator(".event-banner-date time");
        await expect(time).toHaveAttribute("datetime", "2023-08-16T13:00:00Z");
        await expect(time.locator(".event-banner-time")).toHaveText(new RegExp(`${clock}.*${zone.replace("+", "\\+")}`));
        await expect(time).toContainText("2023");
        expect(await layout(page)).toEqual(before);
      });
    });
  }
});

test.describe("numbers", () => {
  test("the Hindi stats use Indian grouping, Western digits", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/hi/");
    const want = home.stats.map((n) => formatCount(n, language("hi").locale));
    expect(want[0]).toBe("14,00,000+");
    await expect(page.locator(".stat-number")).toHaveText(want);
  });

  test("Arabic writes Western digits, as the translation does", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/ar/");
    await expect(page.locator(".stat-number").first()).toHaveText("1,400,000+");
  });
});

test.describe("scripts and fonts", () => {
  test.skip(({ isMobile }) => isMobile, "fonts are the same on every viewport");

  for (const [lang, face] of [
    ["ko", /Noto Sans CJK KR|Noto Sans KR|Apple SD Gothic Neo|Malgun Gothic/],
    ["hi", /Noto Sans Devanagari|Kohinoor Devanagari|Nirmala UI|Mangal/],
    ["bn", /Noto Sans Bengali|Kohinoor Bangla|Nirmala UI|Vrinda/],
    ["ar", /Noto Sans Arabic|SF Arabic|Geeza Pro|Segoe UI|Tahoma/],
  ] as const) {
    test(`${lang} headings are drawn with a ${lang} face from the page's stack, Latin still with Inter`, async ({ page }) => {
      await open(page, `/${lang}/blog`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const faces = await facesOf(page, "h1");
      expect(
        faces.some((f) => face.test(f)),
        faces.join(", "),
      ).toBe(true);
      expect(
        faces.some((f) => /Droid Sans Fallback|DejaVu/.test(f)),
        faces.join(", "),
      ).toBe(false);
    });
  }

  test("English pages fetch only the Latin face; Vietnamese and Turkish pages add the one with their letters", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
    });
    await open(page, "/");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fonts.length).toBe(1);
    expect(fonts[0]).toMatch(/inter-latin-[0-9a-f]+\.woff2$/);
    fonts.length = 0;
    await open(page, "/vi/");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(fonts.some((f) => /inter-(latin-ext|vietnamese)-/.test(f))).toBe(true);
    const faces = await facesOf(page, "h1");
    expect(
      faces.every((f) => f === "Inter" || f === "Inter Ext"),
      faces.join(", "),
    ).toBe(true);
  });
});
