// kit/svg.ts and kit/defs.ts: number formatting, escaping, the seeded PRNG, easing and the SVG document helpers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { D, brandDefs, doc, linear, radial } from "../kit/defs.ts";
import { C, clamp01, ease, embed, esc, lerp, ngon, num, num2, poly, pulse, rng, smooth, svgDoc } from "../kit/svg.ts";

describe("num and num2", () => {
  it("write one decimal (num) or two (num2), without trailing zeros", () => {
    expect(num(12)).toBe("12");
    expect(num(12.34)).toBe("12.3");
    expect(num(12.36)).toBe("12.4");
    expect(num(2.0)).toBe("2");
    expect(num(-3.26)).toBe("-3.3");
    expect(num2(0.456)).toBe("0.46");
    expect(num2(0.5)).toBe("0.5");
    expect(num2(1)).toBe("1");
  });
});

describe("esc", () => {
  it("escapes the four characters that break SVG text and attributes", () => {
    expect(esc(`Tom & "Jerry" <b>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;b&gt;");
  });

  it("escapes & first, so an entity in the input is written literally", () => {
    expect(esc("&lt;")).toBe("&amp;lt;");
  });

  it("leaves other text, including non-Latin scripts and apostrophes, alone", () => {
    expect(esc("채굴 · खनन · تعدين · it’s")).toBe("채굴 · खनन · تعدين · it’s");
  });
});

describe("rng", () => {
  const take = (r: () => number, n: number) => Array.from({ length: n }, r);

  it("gives the same sequence for the same seed, so every render of an image is identical", () => {
    expect(take(rng("blog/nft"), 20)).toEqual(take(rng("blog/nft"), 20));
  });

  it("gives another sequence for another seed", () => {
    expect(take(rng("blog/nft"), 5)).not.toEqual(take(rng("blog/pon"), 5));
  });

  it("stays in [0, 1) and spreads over it", () => {
    const xs = take(rng("spread"), 2000);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe("easing", () => {
  it("clamp01 and lerp", () => {
    expect([clamp01(-1), clamp01(0.3), clamp01(7)]).toEqual([0, 0.3, 1]);
    expect(lerp(10, 20, 0.25)).toBe(12.5);
  });

  it("ease is an ease-out cubic over its window, flat outside it", () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    expect(ease(0.5)).toBeCloseTo(0.875);
    expect(ease(0.1, 0.2, 0.6)).toBe(0);
    expect(ease(0.4, 0.2, 0.6)).toBeCloseTo(0.875);
    expect(ease(0.9, 0.2, 0.6)).toBe(1);
  });

  it("smooth is a smoothstep: symmetric around the middle of its window", () => {
    expect(smooth(0.5)).toBeCloseTo(0.5);
    expect(smooth(0.25) + smooth(0.75)).toBeCloseTo(1);
    expect(smooth(0.3, 0.5, 1)).toBe(0);
  });

  it("pulse returns to its start after one loop, peaking half way", () => {
    expect(pulse(0)).toBeCloseTo(0);
    expect(pulse(0.5)).toBeCloseTo(1);
    expect(pulse(1)).toBeCloseTo(0);
    expect(pulse(0.25)).toBeCloseTo(0.5);
  });
});

describe("shapes of paths", () => {
  it("poly writes a path through the points, closed only when asked", () => {
    expect(
      poly([
        [0, 0],
        [10.04, 0],
        [10, 5.55],
      ]),
    ).toBe("M0 0L10 0L10 5.6");
    expect(
      poly(
        [
          [0, 0],
          [1, 1],
        ],
        true,
      ),
    ).toBe("M0 0L1 1Z");
  });

  it("ngon puts its vertices on the circle, the first at the given angle", () => {
    const hex = ngon(100, 50, 20);
    expect(hex).toHaveLength(6);
    expect(hex[0]?.[0]).toBeCloseTo(100);
    expect(hex[0]?.[1]).toBeCloseTo(30);
    for (const [x, y] of hex) expect(Math.hypot(x - 100, y - 50)).toBeCloseTo(20);
    expect(ngon(0, 0, 1, 4, 0).map(([x, y]) => [Math.round(x) + 0, Math.round(y) + 0])).toEqual([
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ]);
  });
});

describe("documents", () => {
  it("svgDoc: the viewBox equals the pixel size, defs first", () => {
    expect(svgDoc(320, 180, "<g/>", "<x/>")).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><defs><x/></defs><g/></svg>');
  });

  it("embed fits a whole document into a box, keeping its viewBox", () => {
    const inner = svgDoc(1200, 630, "<g/>");
    expect(embed(inner, 120, 0, 600.04, 315)).toBe('<svg x="120" y="0" width="600" height="315" viewBox="0 0 1200 630"><defs></defs><g/></svg>');
  });

  it("doc defines every brand id a drawing may use with url(#id), once", () => {
    const d = doc(10, 10, "");
    for (const id of Object.values(D)) expect(d.split(`id="${id}"`), id).toHaveLength(2);
    expect(d).toContain(brandDefs());
  });

  it("linear and radial write gradient defs with their stops", () => {
    expect(
      linear("g", [
        [0, "#000"],
        [1, "#fff", 0.5],
      ]),
    ).toBe('<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff" stop-opacity="0.5"/></linearGradient>');
    expect(radial("r", [[0, "#000"]], 0.3, 0.4, 0.6)).toBe('<radialGradient id="r" cx="0.3" cy="0.4" r="0.6"><stop offset="0" stop-color="#000"/></radialGradient>');
  });
});

describe("palette", () => {
  it("takes the page colours from app/styles/base.css", () => {
    const css = readFileSync(new URL("../../../app/styles/base.css", import.meta.url), "utf8");
    expect(css).toMatch(new RegExp(`--bg:\\s*${C.bg}`));
    expect(css).toMatch(new RegExp(`--accent:\\s*${C.accent}`));
    for (const v of Object.values(C)) expect(v).toMatch(/^#[0-9a-fA-F]{3,8}$/);
  });
});
