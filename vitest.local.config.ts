import { defineConfig } from "vitest/config";

// Real local servers on loopback, one file at a time (each owns the machine while it measures): the dev loop
// (npm run dev in a temporary copy) and the mint-day soak (Miniflare under sustained load, the upstream flapping).
export default defineConfig({
  test: {
    include: ["test/local/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    reporters: ["default", ["json", { outputFile: "test-results/vitest-local.json" }]],
  },
});
