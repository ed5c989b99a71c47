import { defineConfig } from "vitest/config";
import Watchdog from "./test/shared/watchdog.ts";

// Real local servers on loopback, one file at a time (each owns the machine while it measures): the dev loop
// (npm run dev in a temporary copy) and the mint-day soak (Miniflare under sustained load, the upstream flapping).
export default defineConfig({
  test: {
    include: ["test/local/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    hookTimeout: 120_000,
    // The soak runs its minutes on purpose: the limit is its length plus setup (its own test timeout is tighter).
    reporters: ["default", ["json", { outputFile: "test-results/vitest-local.json" }], new Watchdog(300_000, 900_000)],
  },
});
