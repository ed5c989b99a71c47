import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The kit's own logic, in Node: no rendering or encoding, so no Debian tools are needed.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});
