// `npm run dev` in a temporary copy of the project: saved changes to an article and a stylesheet show on a later
// request without a restart; a broken article is reported and the last good build keeps serving. How fast a change
// shows is a bench figure (npm run bench, "dev loop"), not a limit here: a busy machine gives the same answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevServer, type DevServer } from "./dev-server.ts";

const ARTICLE = "app/content/articles/bar.md";
const STYLESHEET = "app/styles/article.css";
let dev: DevServer;
const articleUrl = () => `${dev.base}/blog/meridian_sets_the_bar`;

beforeAll(async () => {
  dev = await startDevServer(8760);
}, 120_000);

afterAll(() => dev?.stop());

describe("npm run dev", { timeout: 60_000 }, () => {
  it("shows a saved article without a restart", async () => {
    const savedAt = dev.save(ARTICLE, (md) => md.replace("large marketing budgets", "large marketing budgets (edited live)"));
    await dev.msUntilVisible(articleUrl(), "(edited live)", savedAt);
  });

  it("shows a saved stylesheet without a restart", async () => {
    const savedAt = dev.save(STYLESHEET, (css) => `${css}\n.dev-loop-probe{outline-offset:7px}\n`);
    await dev.msUntilVisible(articleUrl(), ".dev-loop-probe{outline-offset:7px}", savedAt);
  });

  it("reports a broken article and keeps serving the last good build", async () => {
    dev.save(ARTICLE, (md) => md.replace(/^isoDate: .*$/m, "isoDate: 12345"));
    const until = performance.now() + 30_000;
    while (!dev.output().includes("still serving the last good build") && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(dev.output()).toContain(`app/content/articles/bar.md: "isoDate" must be text, not 12345`);
    expect(dev.output()).toContain("still serving the last good build");
    const response = await fetch(articleUrl());
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("(edited live)");

    const savedAt = dev.save(ARTICLE, (md) => md.replace(/^isoDate: .*$/m, 'isoDate: "2023-08-09"').replace("(edited live)", "(fixed live)"));
    await dev.msUntilVisible(articleUrl(), "(fixed live)", savedAt);
  });
});
