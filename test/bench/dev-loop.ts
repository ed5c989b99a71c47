// The dev loop as a bench figure: `npm run dev` in a copy of the project, one article and one stylesheet saved,
// the time until each change is served (the slower of the two is held to BUDGETS.devLoopMs).
import { startDevServer } from "../local/dev-server.ts";
import { atMost, BUDGETS, type Check } from "./budgets.ts";

export async function measureDevLoop(port: number): Promise<{ articleMs: number; stylesheetMs: number; check: Check; line: string }> {
  const dev = await startDevServer(port);
  try {
    const url = `${dev.base}/blog/meridian_sets_the_bar`;
    const article = dev.save("app/content/articles/bar.md", (md) => md.replace("large marketing budgets", "large marketing budgets (bench)"));
    const articleMs = await dev.msUntilVisible(url, "(bench)", article);
    const stylesheet = dev.save("app/styles/article.css", (css) => `${css}\n.bench-probe{outline-offset:7px}\n`);
    const stylesheetMs = await dev.msUntilVisible(url, ".bench-probe{outline-offset:7px}", stylesheet);
    const check = atMost("dev loop", Math.round(Math.max(articleMs, stylesheetMs)), BUDGETS.devLoopMs, (n) => `${n} ms`);
    const line = `Dev loop (npm run dev, save to served): article ${Math.round(articleMs)} ms, stylesheet ${Math.round(stylesheetMs)} ms; ${check.ok ? "within" : "over"} ${BUDGETS.devLoopMs} ms.`;
    return { articleMs, stylesheetMs, check, line };
  } finally {
    dev.stop();
  }
}
