import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import Watchdog from "./test/shared/watchdog.ts";

// Worker tests run inside workerd through the worker's own fetch (SELF).
// The mint upstream is a closed loopback port: tests stub fetch, and nothing unstubbed ever leaves the machine.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: { bindings: { SITE_ORIGIN: "https://meridian.test", MINT_API_ORIGIN: "http://127.0.0.1:9", OPERATOR_TOKEN: "test-operator-token-0123456789" } },
    }),
  ],
  test: {
    include: ["test/worker/**/*.test.ts"],
    setupFiles: ["test/worker/setup.ts"],
    // The files share the coordinators and KV (storage is not isolated per test): one file at a time.
    fileParallelism: false,
    // A hang fails in minutes with its test's or file's name, never at CI's limit.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    teardownTimeout: 30_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-worker.json" }], new Watchdog()],
  },
});
