import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../worker/http/security-headers.ts";

/** The rules of assets/_headers: URL pattern -> header lines. */
function headerRules(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const at = line.indexOf(":");
    current?.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return rules;
}

describe("assets/_headers", () => {
  const rules = headerRules(readFileSync(new URL("../../assets/_headers", import.meta.url), "utf8"));

  it("gives every static asset exactly the worker's security headers", () => {
    expect(Object.fromEntries(rules.get("/*") ?? [])).toEqual(SECURITY_HEADERS);
  });

  it("caches the hashed build output for a year, immutable", () => {
    expect(rules.get("/static/build/*")?.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });
});
