import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The kit's own logic, in Node; only test/share-redraw.test.ts renders and encodes (one card in Arabic, one in Hindi),
// with the Debian tools of README.md.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["test/**/*.test.ts"],
    environment: "node",
  },
});
