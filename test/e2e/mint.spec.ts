import type { APIRequestContext, Page } from "@playwright/test";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { messages } from "../../app/i18n/messages.ts";
import { LOTTERY_CLAIM_HOURS } from "../../app/mint/shared/genesis.ts";
import { entryAddress } from "../../app/mint/shared/lookup.ts";
import { GENESIS_ARTICLE_SLUGS } from "../../app/content/articles.ts";
import { expect, hydrated, hydratedInView, test } from "./fixtures.ts";
import { formatPlurals } from "../../app/i18n/plural.ts";

const g = messages("en").genesis;
const STATUS_TEXT = g.status;
const LOOKUP_HEADLINE = g.lookup.headlines;
const listSizeText = (count: number) => formatPlurals(g.listSize, { count }, "en-US");
const LOTTERY_RULES = g.lotteryRules.map((r) => r.replace("{hours}", String(LOTTERY_CLAIM_HOURS)));

const PAGES = ["/", ...GENESIS_ARTICLE_SLUGS.map((slug) => `/blog/${slug}`)];

/** What the site's own API says right now (served by the local sample origin behind the worker's cache). */
async function mintNow(request: APIRequestContext) {
  const status = (await (await request.get(MINT_PATHS.status)).json()) as { data: { mint_all: boolean } };
  const list = (await (await request.get(MINT_PATHS.list)).json()) as { data: { list: unknown[] } };
  const addresses = list.data.list.map(entryAddress).filter((a): a is string => a !== null);
  return { soldOut: status.data.mint_all, addresses };
}

async function check(page: Page, address: string) {
  // By its label, as a screen reader finds it: the label names the field once the island has made it.
  await page.locator("#genesis").getByRole("textbox", { name: g.lookup.label }).fill(address);
  await page.locator("#genesis").getByRole("button", { name: "Check" }).click();
  return page.locator("#genesis .genesis-answer");
}

test.describe("Genesis block with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path} shows the mint status, the privileges and the lottery rules from the server`, async ({ page, request }) => {
      const { soldOut, addresses } = await mintNow(request);
      await page.goto(path);
      const block = page.locator("#genesis");
      await expect(block.locator(".genesis-status-title")).toHaveText(STATUS_TEXT[soldOut ? "sold-out" : "live"].title);
      await expect(block.locator(".genesis-status-meta")).toHaveText(listSizeText(addresses.length));
      await expect(block.locator(".genesis-privileges > li")).toHaveCount(g.privileges.length);
      for (const rule of LOTTERY_RULES) await expect(block.getByText(rule)).toBeVisible();
      // The lookup needs the list in the browser: without JavaScript the form is disabled and says why.
      await expect(block.getByRole("button", { name: "Check" })).toBeDisabled();
      // The field is drawn, not made, until the island runs: a text field anywhere in the page is laid out by the
      // browser's autofill as the page finishes parsing, Genesis section and all (app/islands/GenesisMint.tsx).
      await expect(block.locator(".genesis-address-placeholder")).toHaveText("0x…");
      await expect(block.getByRole("textbox")).toHaveCount(0);
      // (Playwright's text matchers skip <noscript>, so read it directly.)
      expect(await block.locator("noscript").evaluate((el) => el.textContent)).toBe("Checking an address needs JavaScript.");
    });
  }
});

test.describe("Genesis address lookup", () => {
  test("answers for a listed address in any letter case, an unlisted one and garbage", async ({ page, request }) => {
    const { addresses } = await mintNow(request);
    const listed = addresses[1] ?? "";
    const unlisted = `0x${"0123456789abcdef".repeat(3).slice(0, 40)}`;
    expect(addresses).not.toContain(unlisted);
    await page.goto("/");
    await hydrated(page);
    await hydratedInView(page, "#genesis");

    const answer = await check(page, `0x${listed.slice(2).toUpperCase()}`);
    await expect(answer).toContainText(LOOKUP_HEADLINE.listed);
    await expect(answer).toHaveAttribute("data-answer", "listed");

    await check(page, unlisted);
    await expect(answer).toContainText(LOOKUP_HEADLINE.unlisted);

    await check(page, "hello, is it me you're looking for");
    await expect(answer).toContainText(LOOKUP_HEADLINE.malformed);
    await expect(page.locator("#genesis-address")).toHaveAttribute("aria-invalid", "true");
  });

  test("writes the address left to right inside an Arabic answer, isolated from the sentence around it", async ({ page, request }) => {
    const { addresses } = await mintNow(request);
    const ar = messages("ar").genesis.lookup;
    await page.goto("/ar/");
    await hydrated(page);
    await hydratedInView(page, "#genesis");
    await expect(page.locator("#genesis-address")).toHaveAttribute("dir", "ltr");
    await page.locator("#genesis-address").fill(addresses[0] ?? "");
    await page.locator("#genesis").getByRole("button", { name: ar.check }).click();
    const answer = page.locator("#genesis .genesis-answer");
    await expect(answer).toContainText(ar.headlines.listed);
    const address = answer.locator('bdi[dir="ltr"]');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
  });

  test("works the same on a Genesis article, and the page refreshes the state through the two calls", async ({ page, request }) => {
    const { addresses } = await mintNow(request);
    const calls = [MINT_PATHS.list, MINT_PATHS.status].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.status() === 200));
    await page.goto(`/blog/${GENESIS_ARTICLE_SLUGS[1]}`);
    await hydrated(page);
    // The block sits below the article: its island (and the two calls) start as it comes into view.
    await hydratedInView(page, "#genesis");
    await Promise.all(calls);
    const answer = await check(page, ` ${addresses[addresses.length - 1]} `);
    await expect(answer).toContainText(LOOKUP_HEADLINE.listed);
    await expect(page.locator("#genesis .genesis-status-meta")).toHaveText(listSizeText(addresses.length));
  });
});
