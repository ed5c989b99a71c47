import { defineConfig, devices } from "@playwright/test";

// Real Chromium from Debian (/usr/bin/chromium), not downloaded. BASE_URL comes from scripts/local/with-site.ts.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-dev-shm-usage", "--disable-background-networking"],
};

export const MOBILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices["Pixel 7"].userAgent,
};
export const DESKTOP = { viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: "./test/e2e",
  testMatch: "**/*.spec.ts",
  workers: 2,
  fullyParallel: true,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  // Its own folder: Playwright empties outputDir, and test-results/ holds the other suites' reports.
  outputDir: "test-results/e2e-artifacts",
  timeout: 30_000,
  // On CI a test that fails is run once more: one that then passes is listed as flaky by name (and counted as passed
  // by scripts/ci-summary.mjs), so a page that stalls on two busy cores once in a thousand tests is seen, not lost.
  retries: process.env.CI ? 1 : 0,
  use: { baseURL: process.env.BASE_URL ?? "http://127.0.0.1:8799", launchOptions },
  projects: [
    { name: "desktop", use: DESKTOP, testIgnore: "**/mint-live.spec.ts" },
    { name: "mobile", use: MOBILE, testIgnore: "**/mint-live.spec.ts" },
    // Flips the shared sample upstream: alone, after everything else.
    { name: "live-mint", use: DESKTOP, testMatch: "**/mint-live.spec.ts", dependencies: ["desktop", "mobile"] },
  ],
});
