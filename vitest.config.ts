import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd through the worker's own fetch (SELF).
// The mint upstream is a closed loopback port: tests stub fetch, and nothing unstubbed ever leaves the machine.
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" }, miniflare: { bindings: { SITE_ORIGIN: "https://meridian.test", MINT_API_ORIGIN: "http://127.0.0.1:9" } } })],
  test: {
    include: ["test/worker/**/*.test.ts"],
    setupFiles: ["test/worker/setup.ts"],
    // The files share the coordinators and KV (storage is not isolated per test): one file at a time.
    fileParallelism: false,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-worker.json" }]],
  },
});
