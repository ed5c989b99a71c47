// kit/text.ts: the only way art writes words. Its widths size pills and wrap titles; its recording is where the
// manifest's minTextPx comes from.
import { describe, expect, it } from "vitest";
import { TEXT_MARK, assertRecordedText, fitLines, place, recordText, text, textWidth, wrapLines } from "../kit/text.ts";

const style = { size: 20, fill: "#fff" };

describe("textWidth", () => {
  it("adds per-character advances in em, times the size", () => {
    expect(textWidth("i", 10)).toBeCloseTo(3);
    expect(textWidth("W", 10)).toBeCloseTo(8.6);
    expect(textWidth("A", 10)).toBeCloseTo(6.6);
    expect(textWidth("a", 10)).toBeCloseTo(5.6);
    expect(textWidth(" ", 10)).toBeCloseTo(2.7);
    expect(textWidth("Mine 1", 20)).toBeCloseTo((0.86 + 0.3 + 0.56 + 0.56 + 0.27 + 0.66) * 20);
  });

  it("is 4% wider at weight 700 and up", () => {
    expect(textWidth("Genesis", 30, 700)).toBeCloseTo(textWidth("Genesis", 30, 600) * 1.04);
    expect(textWidth("Genesis", 30, 800)).toBeCloseTo(textWidth("Genesis", 30, 700));
    expect(textWidth("Genesis", 30, 500)).toBeCloseTo(textWidth("Genesis", 30, 600));
  });

  it("scales linearly with the size", () => {
    expect(textWidth("Meridian Hub", 48)).toBeCloseTo(textWidth("Meridian Hub", 24) * 2);
  });

  it("measures Hangul, Devanagari, Bengali and Arabic with their Noto advances", () => {
    expect(textWidth("채굴", 10)).toBeCloseTo(18.4);
    expect(textWidth("क", 10)).toBeCloseTo(6.2);
    expect(textWidth("ক", 10)).toBeCloseTo(7.2);
    expect(textWidth("ت", 10)).toBeCloseTo(5);
  });

  it("gives combining marks and zero-width joiners no width", () => {
    expect(textWidth("e\u0301", 10)).toBeCloseTo(textWidth("e", 10));
    expect(textWidth("कि", 10)).toBeCloseTo(textWidth("क", 10));
    expect(textWidth("a\u200cb", 10)).toBeCloseTo(textWidth("ab", 10));
  });
});

describe("wrapLines", () => {
  const title = "The Genesis NFT mint is coming to every citizen of Meridian";

  it("keeps every line within the width, and every word in order", () => {
    for (const max of [200, 320, 560]) {
      const lines = wrapLines(title, max, 40);
      for (const l of lines) expect(textWidth(l, 40, 800), `${l} at ${max}`).toBeLessThanOrEqual(max);
      expect(lines.join(" ")).toBe(title);
    }
  });

  it("breaks only where the next word would overflow", () => {
    const lines = wrapLines(title, 560, 40);
    for (let i = 0; i < lines.length - 1; i++) {
      const next = lines[i + 1]?.split(" ")[0];
      expect(textWidth(`${lines[i]} ${next}`, 40, 800)).toBeGreaterThan(560);
    }
  });

  it("puts a word wider than the box on a line of its own rather than dropping it", () => {
    expect(wrapLines("a Supercalifragilistic b", 50, 20)).toEqual(["a", "Supercalifragilistic", "b"]);
  });

  it("collapses runs of white space and gives no lines for nothing", () => {
    expect(wrapLines("one   two\nthree", 10_000, 20)).toEqual(["one two three"]);
    expect(wrapLines("", 100, 20)).toEqual([]);
  });
});

describe("fitLines", () => {
  it("takes the largest size at which the text fits in the lines allowed", () => {
    const s = "Meridian Hub opens";
    const sizes = [60, 48, 40, 32];
    const width = textWidth(s, 40, 800) + 1;
    expect(fitLines(s, width, sizes, 1)).toEqual({ size: 40, lines: [s] });
    const two = fitLines(s, width, sizes, 2);
    expect(two.size).toBeGreaterThan(40);
    expect(two.lines.length).toBeLessThanOrEqual(2);
  });

  it("falls back to the smallest size and cuts to the lines allowed", () => {
    const r = fitLines("one two three four five six seven", 60, [40, 30], 2);
    expect(r.size).toBe(30);
    expect(r.lines).toHaveLength(2);
    expect(r.lines.join(" ")).toBe(wrapLines("one two three four five six seven", 60, 30).slice(0, 2).join(" "));
  });
});

describe("text", () => {
  it("writes a marked, escaped <text> at the baseline", () => {
    expect(text(10, 20.04, `Tom & "Jerry" <3`, style)).toBe(
      `<text ${TEXT_MARK}="" x="10" y="20" font-family="Inter, 'Noto Sans', sans-serif" font-size="20" font-weight="600" fill="#fff">Tom &amp; &quot;Jerry&quot; &lt;3</text>`,
    );
  });

  it("writes anchor, spacing, opacity and family only when asked", () => {
    const t = text(0, 0, "x", { ...style, anchor: "middle", spacing: 1.25, opacity: 0.456, weight: 800, family: "Mono" });
    expect(t).toContain('text-anchor="middle"');
    expect(t).toContain('letter-spacing="1.3"');
    expect(t).toContain('fill-opacity="0.46"');
    expect(t).toContain('font-weight="800"');
    expect(t).toContain('font-family="Mono"');
    expect(text(0, 0, "x", { ...style, anchor: "start" })).not.toContain("text-anchor");
  });

  it("mirrors right-to-left text back around its own x", () => {
    expect(text(40, 10, "تعدين", { ...style, rtl: true })).toContain('direction="rtl" transform="matrix(-1 0 0 1 80 0)"');
  });
});

describe("recordText and place", () => {
  it("records the smallest size drawn, or null when no text was drawn", () => {
    expect(recordText(() => text(0, 0, "a", { ...style, size: 30 }) + text(0, 0, "b", { ...style, size: 14 })).minTextPx).toBe(14);
    expect(recordText(() => "<rect/>")).toEqual({ value: "<rect/>", minTextPx: null });
  });

  it("records text inside place() at its scaled size, nested scales multiplying", () => {
    expect(recordText(() => place({ scale: 0.5 }, () => text(0, 0, "a", { ...style, size: 30 }))).minTextPx).toBe(15);
    expect(recordText(() => place({ scale: 0.5 }, () => place({ scale: 0.5 }, () => text(0, 0, "a", { ...style, size: 30 })))).minTextPx).toBe(7.5);
    expect(recordText(() => place({ scale: 2 }, () => text(0, 0, "a", style)) + text(0, 0, "b", { ...style, size: 24 })).minTextPx).toBe(24);
  });

  it("restores the scale when a drawing inside place() throws", () => {
    expect(() =>
      place({ scale: 0.1 }, () => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(recordText(() => text(0, 0, "a", style)).minTextPx).toBe(20);
  });

  it("feeds every recording in flight, so an outer recording sees what an inner one drew", () => {
    const outer = recordText(() => text(0, 0, "a", { ...style, size: 40 }) + recordText(() => text(0, 0, "b", { ...style, size: 16 })).value);
    expect(outer.minTextPx).toBe(16);
    expect(recordText(() => text(0, 0, "c", { ...style, size: 40 })).minTextPx).toBe(40);
  });

  it("place writes translate, rotate, scale and opacity, and nothing it was not given", () => {
    expect(place({ x: 10, y: 20.04, rotate: 15, scale: 0.33333, opacity: 0.5 }, () => "<i/>")).toBe(
      '<g transform="translate(10 20) rotate(15) scale(0.3333)" opacity="0.5"><i/></g>',
    );
    expect(place({ y: 5 }, () => "")).toBe('<g transform="translate(0 5)"></g>');
  });
});

describe("assertRecordedText", () => {
  it("accepts text drawn with text() and refuses a <text> written by hand", () => {
    expect(() => assertRecordedText(`<svg>${text(0, 0, "ok", style)}</svg>`, "k")).not.toThrow();
    expect(() => assertRecordedText(`<svg>${text(0, 0, "ok", style)}<text x="0">raw</text></svg>`, "home/hero")).toThrow(
      "home/hero: 1 <text> element(s) not drawn with kit text()",
    );
  });
});
