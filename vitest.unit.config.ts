import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import Watchdog from "./test/shared/watchdog.ts";

// Pure logic and build checks, in Node; with them the media package's own tests (scripts/media/test).
export default defineConfig({
  // The mint-day model (test/model) runs the coordinator in Node: its platform base class comes from the model.
  resolve: { alias: { "cloudflare:workers": fileURLToPath(new URL("./test/model/durable-object.ts", import.meta.url)) } },
  test: {
    include: ["test/unit/**/*.test.ts", "test/model/**/*.test.ts", "scripts/media/test/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-unit.json" }], new Watchdog()],
  },
});
