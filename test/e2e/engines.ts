// The two accessibility engines beside axe, run from their npm packages inside the page axe has just audited (one
// load, three engines): IBM Equal Access (accessibility-checker-engine, rule set IBM_Accessibility; a finding is a
// VIOLATION that FAILs, not one that needs review) and HTML_CodeSniffer (html_codesniffer, WCAG2AA; a finding is an
// error, not a warning or a notice). Each engine is evaluated through the DevTools protocol, as axe is, so the page's
// CSP (no inline script) does not apply to the engine's own code; the engines set no Trusted Types sink, so the
// fixture's securitypolicyviolation check stays on while they run.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const source = (path: string) => readFileSync(require.resolve(path), "utf8");
const IBM_ENGINE = source("accessibility-checker-engine/ace.js");
const CODE_SNIFFER = source("html_codesniffer/build/HTMLCS.js");

/** IBM Equal Access: one line per failed rule and element. */
export async function ibmFindings(page: Page): Promise<string[]> {
  await page.evaluate(IBM_ENGINE);
  return page.evaluate(async () => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string };
    const engine = (window as unknown as { ace: { Checker: new () => { check(doc: Document, rulesets: string[]): Promise<{ results: Result[] }> } } }).ace;
    const report = await new engine.Checker().check(document, ["IBM_Accessibility"]);
    return report.results.filter((r) => r.value[0] === "VIOLATION" && r.value[1] === "FAIL").map((r) => `${r.ruleId}: ${r.message} @ ${r.path.dom}`);
  });
}

/** HTML_CodeSniffer, WCAG2AA: one line per error. */
export async function codeSnifferFindings(page: Page): Promise<string[]> {
  await page.evaluate(CODE_SNIFFER);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const sniffer = (window as unknown as { HTMLCS: { process(standard: string, doc: Document, done: () => void): void; getMessages(): Message[] } }).HTMLCS;
        const ERROR = 1;
        sniffer.process("WCAG2AA", document, () =>
          resolve(
            sniffer
              .getMessages()
              .filter((m) => m.type === ERROR)
              .map((m) => `${m.code}: ${m.msg} @ ${m.element.outerHTML.slice(0, 120)}`),
          ),
        );
      }),
  );
}
