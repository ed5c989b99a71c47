import { defineConfig } from "vitest/config";
import Watchdog from "./test/shared/watchdog.ts";

// Pure logic and build checks, in Node; with them the media package's own tests (scripts/media/test).
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "scripts/media/test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-unit.json" }], new Watchdog()],
  },
});
