// The Genesis block follows the live mint state while it is on screen: it polls at the mint window while the tab
// is visible, stops while it is hidden, and catches up when the reader comes back. This file flips the shared sample
// upstream, so it runs in its own project after every other test (playwright.config.ts).
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { messages } from "../../app/i18n/messages.ts";
import type { SampleState } from "../../scripts/mint-sample-origin.d.mts";
import { E2E_MINT_WINDOW_SECONDS } from "../../scripts/local/e2e-settings.ts";
import { expect, hydratedInView, test } from "./fixtures.ts";

const STATUS_TEXT = messages("en").genesis.status;

async function setUpstream(state: SampleState): Promise<void> {
  const res = await fetch(`${process.env.MINT_SAMPLE_URL}/__sample/state`, { method: "PUT", body: JSON.stringify(state) });
  if (!res.ok) throw new Error(`sample origin: ${res.status}`);
}

// One at a time: each test puts the shared upstream back when it ends, which must not land in the middle of the other
// (run side by side, the polling test's reset turned "sold out" back to "live" before a busy page had polled).
test.describe.configure({ mode: "default" });
test.afterEach(async () => setUpstream({ soldOut: false, failing: false }));

test("shows sold out within one mint window plus 5 s, without a reload", async ({ page }) => {
  await page.goto("/");
  await hydratedInView(page, "#genesis");
  const title = page.locator("#genesis .genesis-status-title");
  // The site may still hold the last test's "sold out" (put back to live when it ended) for up to a window.
  await expect(title).toHaveText(STATUS_TEXT.live.title, { timeout: (E2E_MINT_WINDOW_SECONDS + 5) * 1000 });
  const navigations: string[] = [];
  page.on("framenavigated", (f) => f === page.mainFrame() && navigations.push(f.url()));
  await setUpstream({ soldOut: true });
  await expect(title).toHaveText(STATUS_TEXT["sold-out"].title, { timeout: (E2E_MINT_WINDOW_SECONDS + 5) * 1000 });
  expect(navigations).toEqual([]);
});

test("stops polling while the tab is hidden, and refreshes at once when it is back", async ({ page }) => {
  await page.goto("/");
  await hydratedInView(page, "#genesis");
  const calls: number[] = [];
  page.on("request", (r) => r.url().endsWith(MINT_PATHS.status) && calls.push(Date.now()));
  const visibility = (state: "hidden" | "visible") =>
    page.evaluate((s) => {
      Object.defineProperty(document, "visibilityState", { value: s, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, state);
  await visibility("hidden");
  const hiddenAt = calls.length;
  await page.waitForTimeout(E2E_MINT_WINDOW_SECONDS * 2 * 1000 + 500);
  expect(calls.length).toBe(hiddenAt);
  await visibility("visible");
  await expect.poll(() => calls.length).toBe(hiddenAt + 1);
});
