// The island index, from the files in app/islands/: each default export is an island named by its file. The server
// maps components to names (app/generated/islands.ts); the browser loads each by name (island-loaders.ts).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT, writeGenerated } from "./paths.ts";

export function buildIslandIndex(): string[] {
  const names = readdirSync(join(ROOT, "app/islands"))
    .filter((f) => /^[A-Z][A-Za-z]+\.tsx$/.test(f))
    .map((f) => f.slice(0, -4))
    .sort();
  writeGenerated(
    "islands.ts",
    `${names.map((n) => `import ${n} from "../islands/${n}.tsx";`).join("\n")}\n\nexport const islandNames = new Map<unknown, string>([${names.map((n) => `[${n}, "${n}"]`).join(", ")}]);\n`,
  );
  writeGenerated(
    "island-loaders.ts",
    `export const islandLoaders: Record<string, () => Promise<unknown>> = {\n${names.map((n) => `  ${n}: () => import("../islands/${n}.tsx"),`).join("\n")}\n};\n`,
  );
  return names;
}
