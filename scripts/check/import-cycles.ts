// Fails when modules import each other in a circle, type-only and dynamic imports included: each module's
// dependencies should read one way, from the worker and pages down to content, i18n and contracts.
// Usage: tsx scripts/check/import-cycles.ts  (run by `npm run lint`).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOTS = ["app", "worker", "scripts", "test"];
const SKIP = new Set(["node_modules", "generated", ".wrangler"]);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** Each module's relative imports, as repo paths (comments stripped so an example in prose is not an edge). */
export function importGraph(root: string): Map<string, string[]> {
  const files = ROOTS.flatMap((r) => sourceFiles(join(root, r)));
  const known = new Set(files.map((f) => relative(root, f)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|(^|[^:"'`])\/\/.*$/gm, "$1");
    const from = relative(root, file);
    const deps = [...code.matchAll(SPECIFIER)].map((m) => relative(root, resolve(dirname(file), m[1]!))).filter((d) => known.has(d));
    graph.set(from, [...new Set(deps)]);
  }
  return graph;
}

/** Every circle, each once, as the list of modules around it. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const dep of graph.get(node) ?? []) {
      if (state.get(dep) === "open") cycles.push(stack.slice(stack.indexOf(dep)));
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles(importGraph(process.cwd()));
  for (const cycle of cycles) console.error(`import circle: ${[...cycle, cycle[0]].join(" -> ")}`);
  if (cycles.length > 0) process.exit(1);
  console.log("no import circles");
}
