import { existsSync, readFileSync } from "node:fs";
import { HtmlValidate, type ConfigData, type Message } from "html-validate";
import { expect, test } from "./fixtures.ts";
import { auditRoutes as routes } from "./route-sample.ts";

const RECOMMENDED: ConfigData = { extends: ["html-validate:recommended"] };
// The recommended rules; .htmlvalidate.json narrows six, four of them for React's server output, which is valid HTML:
// attr-case allows camelCase (React writes charSet, srcSet; HTML attribute names are case-insensitive),
// void-style expects <meta/> (React self-closes every void element), attribute-boolean-style expects disabled="",
// attribute-empty-style expects hidden="" (React writes both so);
// no-autoplay allows <video autoplay>: partnership article banners are muted, looping, autoplaying clips (with a pause button);
// valid-id checks HTML's own rule (no whitespace, not empty), not a letter first: the spec's Roadmap link on /roadmap
// names "#!", so its target's id is "!" (app/components/Header.tsx).
const configFile = new URL("../../.htmlvalidate.json", import.meta.url);
const config: ConfigData = existsSync(configFile) ? (JSON.parse(readFileSync(configFile, "utf8")) as ConfigData) : RECOMMENDED;
const validator = new HtmlValidate(config);

// The server's HTML, fetched without a browser: the same on a phone, so the desktop project checks it.
test.skip(({ isMobile }) => isMobile, "server HTML does not depend on the device");

const describeMessage = (m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`;

test.describe("server HTML is valid (html-validate, recommended rules)", () => {
  // One test walks every route (soft assertions name each failing one): a failure does not restart the worker per route.
  test("on every route of the route table", async ({ request }) => {
    test.setTimeout(120_000);
    for (const route of routes) {
      const res = await request.get(route.path);
      expect.soft(res.status(), route.path).toBe(200);
      const report = await validator.validateString(await res.text(), `${route.path}.html`);
      expect.soft(report.results.flatMap((r) => r.messages).map(describeMessage), route.path).toEqual([]);
    }
  });

  test("the checker finds real defects (so an empty list means something)", async () => {
    expect(config.extends).toEqual(RECOMMENDED.extends);
    const report = await validator.validateString(
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><main><h1>a</h1><img src="a.png"><p id="a">x</p><p id="a"><div>y</div></p></main></body></html>',
    );
    const rules = new Set(report.results.flatMap((r) => r.messages).map((m) => m.ruleId));
    for (const rule of ["wcag/h37", "no-dup-id"]) expect(rules, rule).toContain(rule);
  });
});
