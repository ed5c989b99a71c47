import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { RouteDef } from "../../app/routes.ts";
import { codeSnifferFindings, ibmFindings } from "./engines.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { a11yRoutes } from "./route-sample.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe's findings, one line per rule and element, so a failure says what to fix where. Run in the page itself (legacy
 * mode: our pages have no frames to gather results across, which the default mode finishes in a second, blank page)
 * and collecting violations only (not every passing node): the same findings in a quarter of the time (home page,
 * 1440 px: 4.3 s to 1.0 s).
 */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations.flatMap((v) =>
    v.nodes.slice(0, 6).map((n) => `${v.id} (${v.impact}): ${v.help} @ ${n.target.join(" ")}${v.nodes.length > 6 ? ` (+${v.nodes.length - 6} more)` : ""}`),
  );
}

/** One h1, the skip link to main, and the banner, main and contentinfo landmarks once each. */
async function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length;
    const problems: string[] = [];
    if (count("h1") !== 1) problems.push(`${count("h1")} h1 elements`);
    if (count('a.skip-link[href="#main"]') !== 1) problems.push("no skip link to #main");
    if (count("main#main") !== 1) problems.push("no main#main");
    if (count("header.site-header") !== 1) problems.push("no site header");
    if (count("footer.site-footer") !== 1) problems.push("no site footer");
    if (count("iframe")) problems.push("an iframe: axe runs in this page only (violations), so frames need its default mode");
    return problems;
  });
}

/** Loads a page, lets its islands hydrate and walks it top to bottom, so content revealed on scroll is audited too. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(async () => {
    const steps = Math.min(40, Math.ceil(document.documentElement.scrollHeight / innerHeight));
    for (let i = 1; i <= steps; i++) {
      scrollTo(0, i * innerHeight);
      await new Promise((r) => setTimeout(r, 40));
    }
    scrollTo(0, 0);
  });
}

// Routes in groups of four: each test reuses one page, and the groups run in parallel.
const GROUP = 4;
const groupsOf = (list: readonly RouteDef[]) => Array.from({ length: Math.ceil(list.length / GROUP) }, (_, i) => list.slice(i * GROUP, (i + 1) * GROUP));

// One load per page, three engines: axe, then IBM Equal Access and HTML_CodeSniffer (test/e2e/engines.ts) in the
// same page.
for (const isMobile of [true, false])
  test.describe(`axe, IBM Equal Access and HTML_CodeSniffer find nothing (${isMobile ? "phone" : "desktop"})`, () => {
    test.use({ reducedMotion: "reduce" });
    test.skip(({ isMobile: mobile }) => mobile !== isMobile, "audited in the other project");

    for (const group of groupsOf(a11yRoutes(isMobile))) {
      test(`on ${group.map((r) => r.path).join(", ")}`, async ({ page }) => {
        test.setTimeout(150_000);
        for (const route of group) {
          await visit(page, route.path);
          expect.soft(await violations(page), `axe on ${route.path}`).toEqual([]);
          expect.soft(await structureProblems(page), route.path).toEqual([]);
          expect.soft(await ibmFindings(page), `IBM Equal Access on ${route.path}`).toEqual([]);
          expect.soft(await codeSnifferFindings(page), `HTML_CodeSniffer on ${route.path}`).toEqual([]);
        }
      });
    }
  });

test.describe("axe finds no violation with the mobile menu open", () => {
  test.skip(({ isMobile }) => !isMobile, "the overlay menu belongs to the mobile header");

  for (const path of ["/", "/blog", "/roadmap"]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.getByRole("button", { name: "Open menu" }).tap();
      await expect(page.locator("#site-menu")).toBeVisible();
      await page.locator("#site-menu .menu-group-toggle").first().tap();
      await expect(page.locator("#site-menu .menu-group-links").first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe("the menu from the keyboard", () => {
  test.skip(({ isMobile }) => !isMobile, "the overlay menu belongs to the mobile header");

  test("Enter opens the menu and Enter on the close button closes it, the page staying where it was", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-menu")).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test("the audit reports a real violation (so zero means something)", async ({ page }) => {
  await page.goto("/exception");
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "/favicon.svg";
    document.body.appendChild(img);
  });
  expect((await violations(page)).some((v) => v.startsWith("image-alt"))).toBe(true);
});

test("IBM Equal Access and HTML_CodeSniffer report real problems (so zero means something)", async ({ page }) => {
  await page.goto("/exception");
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "/favicon.svg";
    const link = document.createElement("a");
    link.href = "#nowhere";
    link.textContent = "Nowhere";
    const main = document.querySelector("main")!;
    main.appendChild(img);
    main.appendChild(link);
    const stray = document.createElement("p");
    stray.textContent = "Outside every landmark";
    document.body.insertBefore(stray, document.body.firstChild);
  });
  const ibm = await ibmFindings(page);
  expect(
    ibm.some((f) => f.startsWith("img_alt_valid:")),
    ibm.join("\n"),
  ).toBe(true);
  expect(
    ibm.some((f) => f.startsWith("aria_content_in_landmark:")),
    ibm.join("\n"),
  ).toBe(true);
  const sniffer = await codeSnifferFindings(page);
  expect(
    sniffer.some((f) => f.includes(".H37:")),
    sniffer.join("\n"),
  ).toBe(true);
  expect(
    sniffer.some((f) => f.includes(".NoSuchID:")),
    sniffer.join("\n"),
  ).toBe(true);
});

test("the skip link appears on the first Tab and moves focus to the content", async ({ page }) => {
  await page.goto("/blog");
  await page.keyboard.press("Tab");
  const skip = page.locator("a.skip-link");
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height > 0).toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("keyboard focus is visible on links and buttons", async ({ page, isMobile }) => {
  await page.goto("/blog");
  await hydrated(page);
  // Tab to the first few controls and check each draws a focus outline.
  for (let i = 0; i < (isMobile ? 3 : 6); i++) {
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return "none";
      const s = getComputedStyle(el);
      return s.outlineStyle === "none" || parseFloat(s.outlineWidth) === 0 ? "none" : `${s.outlineStyle} ${s.outlineWidth}`;
    });
    expect(outline, `Tab ${i + 1}`).not.toBe("none");
  }
});
