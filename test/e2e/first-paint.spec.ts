// What a reader on a phone gets before anything else: no React where no island needs it, CSS in the page,
// and a font swap that moves nothing.
import type { Page } from "@playwright/test";
import { routes } from "../../app/routes.ts";
import { expect, test, webFontIn } from "./fixtures.ts";

const KB = 1024;
const noIslandPages = ["/blog", "/roadmap", "/meridian_hub/", "/exception", routes.find((r) => r.kind === "article" && !r.path.includes("genesis"))!.path];

/** Holds the web font's files back until the returned function is called. */
async function holdWebFont(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/static/build/fonts/*.woff2", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("first paint", () => {
  test.skip(({ isMobile }) => !isMobile, "measured as a phone loads the page");

  for (const path of noIslandPages) {
    test(`${path} loads no React, no stylesheet file and at most 2 KB of script`, async ({ page }) => {
      const scripts: string[] = [];
      const styles: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
        if (r.resourceType() === "stylesheet") styles.push(r.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(3500); // past the boot script's latest start time
      expect(scripts.filter((u) => /chunks\/|islands/.test(u))).toEqual([]);
      expect(scripts).toHaveLength(1);
      expect(styles).toEqual([]);
      const size = await page.evaluate(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength, scripts[0]!);
      expect(size).toBeLessThanOrEqual(2 * KB * 2.2); // the raw file; the budget of 2 KB is gzip (npm run bench checks it)
      // The page's text and images had the connection to themselves: the script was asked for once it had loaded.
      const timing = await page.evaluate((url) => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const script = performance.getEntriesByName(url)[0];
        return { loaded: nav.loadEventStart, asked: script?.startTime ?? -1 };
      }, scripts[0]!);
      expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
    });
  }

  test("the home page asks for every script only once it has loaded, its islands' code only once the visitor nears one", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (r) => r.url().includes("/chunks/") && chunks.push(r.url()));
    await page.goto("/", { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.classList.contains("js"));
    await page.waitForTimeout(1000);
    expect(chunks).toEqual([]);
    await page.locator("#mission").scrollIntoViewIfNeeded();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script" || e.name.endsWith(".js"));
      return { loaded: nav.loadEventStart, count: scripts.length, first: Math.min(...scripts.map((e) => e.startTime)) };
    });
    expect(timing.count).toBeGreaterThan(1);
    expect(timing.first).toBeGreaterThanOrEqual(timing.loaded);
  });

  test("the web font waits until the page has loaded and painted, on the first page and on the next", async ({ page }) => {
    // When the page first asked for one of Inter's faces, from the network or the cache, and in what state each
    // face joined the page: only loaded ones, so the text is laid out again once, with the font.
    await page.addInitScript(() => {
      const seen = window as unknown as { askedAt?: number; joined: string[] };
      seen.joined = [];
      const Face = window.FontFace;
      window.FontFace = class extends Face {
        constructor(...args: ConstructorParameters<typeof FontFace>) {
          super(...args);
          seen.askedAt ??= performance.now();
        }
      };
      const add = document.fonts.add.bind(document.fonts);
      document.fonts.add = (face: FontFace) => (seen.joined.push(face.status), add(face));
    });
    for (const path of ["/blog", "/roadmap"]) {
      await page.goto(path, { waitUntil: "load" });
      await page.waitForFunction(webFontIn);
      const seen = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const { askedAt, joined } = window as unknown as { askedAt?: number; joined: string[] };
        return { asked: askedAt ?? -1, joined, loaded: nav.loadEventEnd, painted: paint?.startTime ?? Infinity };
      });
      expect(seen.asked, path).toBeGreaterThanOrEqual(seen.loaded);
      expect(seen.asked, path).toBeGreaterThanOrEqual(seen.painted);
      expect(seen.joined, path).toEqual(["loaded"]);
    }
  });

  test("text paints in Inter's local stand-ins first, then in Inter at every weight", async ({ page }) => {
    const release = await holdWebFont(page);
    await page.goto("/blog", { waitUntil: "load" });
    // The weights the stylesheets use, and the ones "bolder" and "lighter" reach from them.
    const weights = [100, 400, 500, 550, 700, 800, 900];
    await page.evaluate((ws) => {
      for (const w of ws) {
        const p = document.createElement("p");
        p.id = `w${w}`;
        p.textContent = "Meridian";
        p.style.fontWeight = String(w);
        document.querySelector<HTMLElement>("main")!.insertAdjacentElement("afterbegin", p);
      }
    }, weights);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const drawnWith = async () => {
      const { root } = await cdp.send("DOM.getDocument");
      const faces: Record<number, { name: string; web: boolean }[]> = {};
      for (const w of weights) {
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `#w${w}` });
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        faces[w] = fonts.map((f) => ({ name: f.postScriptName ?? f.familyName, web: f.isCustomFont }));
      }
      return faces;
    };
    const before = await drawnWith();
    // One local face for regular text and a real bold one from 550 up, as CSS matching picks the nearest weight.
    const face = (w: number) => before[w]!.map((f) => (f.web ? "web" : f.name)).join();
    expect(new Set([100, 400, 500].map(face)).size, JSON.stringify(before)).toBe(1);
    expect(new Set([550, 700, 800, 900].map(face)).size, JSON.stringify(before)).toBe(1);
    expect(face(400)).not.toBe(face(700));
    expect(face(400)).not.toBe("web");
    release();
    await page.waitForFunction(webFontIn);
    // Once Inter is in, it is the nearer match at every weight: no text stays in a stand-in. Polled: the text is laid
    // out again with the new face at the next frame, not at the moment the face joins the page.
    const inStandIn = async () =>
      Object.entries(await drawnWith())
        .filter(([, faces]) => faces.some((f) => !f.web))
        .map(([w]) => Number(w));
    await expect.poll(inStandIn).toEqual([]);
  });

  test("swapping in the web font shifts no layout", async ({ page }) => {
    // Hold the font back until the fallback has painted, then let it in and measure every layout shift.
    const release = await holdWebFont(page);
    await page.goto("/blog/meridian_world_manifesto", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { shifts: number }).shifts += (e as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    release();
    await page.waitForFunction(webFontIn);
    await page.waitForFunction(() => document.fonts.status === "loaded");
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.001);
  });
});

// A slow connection hands the parser the page a piece at a time, and the browser paints between pieces: a header
// painted before its buttons arrived, or a centred card painted half-way, then moved (issue #26's CLS, seen on CI).
test.describe("first paint on a slow connection", () => {
  test.skip(({ isMobile }) => isMobile, "the header's desktop buttons and the error card at 1440 px");

  for (const path of ["/", "/blog", "/exception?errorCode=500&errorMessage=Oops"]) {
    test(`${path}: nothing painted moves as the rest of the page arrives`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.shifts += (e as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      // About 6 KB a second, so the page arrives in pieces over seconds: each piece is parsed, and may be painted.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: 6 * 1024, uploadThroughput: 64 * 1024 });
      await page.goto(path, { waitUntil: "domcontentloaded", timeout: 60_000 });
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.001);
    });
  }
});

// The slow-connection measure above depends on where the connection happens to cut the page; this one does not. The
// browser may paint a <picture> whose <source>s have arrived and whose <img> has not: the hero's globe, beside the
// copy centred on it, did (0.0033 on CI). Every picture on the first screen keeps its box without its <img>, so
// nothing already painted around it moves when the <img> arrives.
test.describe("pictures on the first screen", () => {
  const article = routes.find((r) => r.kind === "article")!.path;
  for (const path of ["/", "/blog", article, "/meridian_hub/"]) {
    test(`${path}: a picture holds its place before its <img> is parsed`, async ({ page }) => {
      await page.goto(path);
      const moved = await page.evaluate(() => {
        const out: string[] = [];
        for (const pic of document.querySelectorAll("picture")) {
          const box = pic.getBoundingClientRect();
          if (box.height === 0 || box.top >= innerHeight) continue; // below the first screen, or not rendered yet
          const img = pic.querySelector("img")!;
          // What the parser has already handed over (and the browser may have painted) when the picture opens.
          const painted = [...document.querySelectorAll("body *")].filter((e) => e.compareDocumentPosition(pic) & Node.DOCUMENT_POSITION_FOLLOWING && !e.contains(pic));
          const before = painted.map((e) => e.getBoundingClientRect().top);
          img.remove();
          painted.forEach((e, i) => {
            const top = e.getBoundingClientRect().top;
            if (Math.abs(top - before[i]!) > 0.5) out.push(`${pic.className}: ${e.tagName}.${e.className} ${before[i]} -> ${top}`);
          });
          pic.appendChild(img);
        }
        return out.slice(0, 5);
      });
      expect(moved).toEqual([]);
    });
  }
});
