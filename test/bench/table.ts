// The bench's one table: a row per page (bytes, Lighthouse) and per load target (throughput), each with its verdict.
import { verdict, type Check } from "./budgets.ts";

export const COLUMNS = [
  "row",
  "req",
  "HTML",
  "JS",
  "CSS",
  "fonts",
  "media",
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP",
  "LCP",
  "CLS",
  "TBT",
  "req/s",
  "p50",
  "p99",
  "x static",
  "budgets",
] as const;

export type Column = (typeof COLUMNS)[number];

export interface Row {
  cells: Partial<Record<Column, string>>;
  checks: Check[];
}

export function cellsWithVerdict(row: Row): Record<Column, string> {
  const out = {} as Record<Column, string>;
  for (const c of COLUMNS) out[c] = row.cells[c] ?? "";
  out.budgets = row.checks.length ? verdict(row.checks) : (row.cells.budgets ?? "reference");
  return out;
}

/** A Markdown table with padded columns: readable in a terminal, pasteable into docs/performance.md. */
export function markdownTable(rows: Row[]): string {
  const data = rows.map(cellsWithVerdict);
  const used = COLUMNS.filter((c) => c === "row" || c === "budgets" || data.some((r) => r[c] !== ""));
  const width = (c: Column) => Math.max(c.length, ...data.map((r) => r[c].length));
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const pad = (c: Column, v: string) => (c === "row" || c === "budgets" ? v.padEnd(width(c)) : v.padStart(width(c)));
  return [
    line(used.map((c) => pad(c, c))),
    line(used.map((c) => (c === "row" || c === "budgets" ? "-".repeat(width(c)) : `${"-".repeat(width(c) - 1)}:`))),
    ...data.map((r) => line(used.map((c) => pad(c, r[c].replaceAll("|", "/"))))),
  ].join("\n");
}
