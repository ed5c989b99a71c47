import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Worker tests run inside workerd through the worker's own fetch (SELF).
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" }, miniflare: { bindings: { SITE_ORIGIN: "" } } })],
  test: {
    include: ["test/worker/**/*.test.ts"],
    reporters: ["default", ["json", { outputFile: "test-results/vitest-worker.json" }]],
  },
});
