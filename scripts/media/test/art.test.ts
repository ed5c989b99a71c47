// The art modules as the kit sees them: every job drawn once as SVG (nothing rendered or encoded), and the app
// screens' layout helpers.
import { describe, expect, it } from "vitest";
import { PHONE, SCREEN, TYPE, chip, label, mirrored, upright } from "../art/app/ui.ts";
import { LOCALIZED } from "../art/app/localized.ts";
import { loopFade } from "../art/clips/common.ts";
import { allJobs } from "../art/index.ts";
import { checkText, checkWidths, textAtWidth } from "../kit/entries.ts";
import { type ClipJob, type ImageJob, type Job, jobKey } from "../kit/jobs.ts";
import { viewBoxWidth } from "../kit/render.ts";
import { assertUniqueJobs, selectJobs } from "../kit/select.ts";
import { assertRecordedText, recordText, textWidth } from "../kit/text.ts";

const jobs = allJobs();
const images = jobs.filter((j): j is ImageJob => j.kind === "image");
const clips = jobs.filter((j): j is ClipJob => j.kind === "clip");
const ofKind = (kind: Job["kind"]) => jobs.filter((j) => j.kind === kind).map(jobKey);

describe("the jobs", () => {
  it("write each output once", () => {
    expect(() => assertUniqueJobs(jobs)).not.toThrow();
  });

  it("give every image rising srcset widths that end at its full width", () => {
    for (const j of images) expect(() => checkWidths(j), j.key).not.toThrow();
  });

  it("name a poster image for every clip, of the clip's size", () => {
    for (const c of clips)
      expect(
        images.find((i) => i.key === c.poster),
        c.key,
      ).toMatchObject({ width: c.width, height: c.height });
  });

  it("draw the two home app screens once per translated language", () => {
    for (const lang of Object.keys(LOCALIZED)) expect(ofKind("image")).toEqual(expect.arrayContaining([`home/${lang}/app-mine`, `home/${lang}/app-genesis`]));
  });

  it("give every article cover a share card per language and a hero, which --only= takes with the cover (and the clip of a partnership)", () => {
    const covers = images.filter((j) => j.key.startsWith("blog/") && j.width === 1200 && j.height === 630);
    expect(covers.length).toBeGreaterThan(0);
    for (const c of covers) {
      const picked = selectJobs(jobs, [c.key]).filter((j) => j.kind !== "clip");
      expect(
        picked.map((j) => j.kind),
        c.key,
      ).toEqual(["image", "image", ...Array<string>(8).fill("share")]);
      expect(picked[1], c.key).toMatchObject({ key: c.key.replace("blog/", "hero/"), width: 1512, height: 630 });
    }
    expect(ofKind("share")).toEqual(expect.arrayContaining(["share/en/home", "share/ko/blog", "share/ar/roadmap", "share/hi/hub"]));
  });

  it("answer --only=heroes with a hero per cover and one per partnership clip, and leave the covers as they were", () => {
    const heroes = selectJobs(jobs, ["heroes"]);
    const covers = images.filter((j) => j.key.startsWith("blog/") && j.width === 1200 && j.height === 630);
    expect(heroes.filter((j) => j.kind === "image").map((j) => j.key)).toEqual(covers.map((c) => c.key.replace("blog/", "hero/")));
    expect(heroes.filter((j) => j.kind === "clip").map((j) => j.key)).toEqual(["hero/particle", "hero/biconomy"]);
    const before = covers.map((c) => c.draw());
    for (const h of heroes) if (h.kind === "image") expect(h.draw()).toMatch(/^<svg [^>]*viewBox="0 0 1512 630"/);
    expect(covers.map((c) => c.draw())).toEqual(before);
  });

  it("answer --only=icons with the 19 SVG icons and nothing else", () => {
    const icons = selectJobs(jobs, ["icons"]);
    expect(icons).toHaveLength(19);
    expect(icons.every((j) => j.kind === "file" && j.content.startsWith("<svg "))).toBe(true);
  });
});

describe("every drawing", () => {
  const drawings: [string, () => string, number | undefined, number][] = [
    ...images.map((j) => [j.key, j.draw, j.textShownAt, j.width] as [string, () => string, number | undefined, number]),
    ...clips.flatMap((c) => [0, 0.5].map((t) => [`${c.key}@${t}`, () => c.frame(t), c.textShownAt, c.width] as [string, () => string, number | undefined, number])),
    ...jobs.flatMap((j) => (j.kind === "share" ? [[j.key, j.draw, 1200, 1200] as [string, () => string, number | undefined, number]] : [])),
  ];

  it.each(drawings)("%s: writes words only with text(), where words are allowed, readable where shown", (key, draw, shownAt, width) => {
    const { value: svg, minTextPx } = recordText(draw);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(() => assertRecordedText(svg, key)).not.toThrow();
    expect(() => checkText(key, textAtWidth(minTextPx, width, viewBoxWidth(svg)), width, shownAt)).not.toThrow();
  });

  it("is the same on every run (seeded randomness only)", () => {
    for (const j of images.slice(0, 10)) expect(j.draw(), j.key).toBe(j.draw());
  });
});

describe("clips loop without a jump", () => {
  it("loopFade is 0 at the seam and 1 in between", () => {
    expect(loopFade(0)).toBe(0);
    expect(loopFade(0.5)).toBe(1);
    expect(loopFade(0.97)).toBe(0);
    expect(loopFade(0.999)).toBe(0);
    expect(loopFade(0.025)).toBeCloseTo(0.5);
    expect(loopFade(0.935)).toBeCloseTo(0.5);
  });
});

describe("app screen layout", () => {
  const inter = { family: "Inter" };
  const style = { size: TYPE.small, fill: "#fff", weight: 700 };

  it("the screen sits inside the phone's bezel", () => {
    expect(SCREEN.x + SCREEN.w).toBeLessThanOrEqual(PHONE.x + PHONE.bodyW);
    expect(SCREEN.y + SCREEN.h).toBeLessThanOrEqual(PHONE.y + PHONE.bodyH);
  });

  it("a chip is as wide as its caption plus 20 px each side, and ends at x when aligned to the end", () => {
    const w = textWidth("+5 today", TYPE.small, 700) + 40;
    expect(chip(inter, 100, 0, "+5 today", "#fff").w).toBeCloseTo(w);
    expect(chip(inter, 400, 0, "+5 today", "#fff", "end").svg).toContain(`x="${Math.round((400 - w) * 10) / 10}"`);
  });

  it("a far view's label draws nothing and records no text (its screen draws icons instead)", () => {
    const r = recordText(() => label({ ...inter, far: true }, 100, 50, "Daily tasks", { ...style, anchor: "end" }));
    expect(r).toEqual({ value: "", minTextPx: null });
    expect(recordText(() => label(inter, 100, 50, "Daily tasks", style)).minTextPx).toBe(TYPE.small);
  });

  it("a right-to-left screen is mirrored across the screen, and an upright drawing mirrored back around its own x", () => {
    expect(mirrored({ family: "A", rtl: true }, "<i/>")).toBe(`<g transform="matrix(-1 0 0 1 ${SCREEN.w} 0)"><i/></g>`);
    expect(mirrored(inter, "<i/>")).toBe("<i/>");
    expect(upright({ family: "A", rtl: true }, 60, "<i/>")).toBe('<g transform="matrix(-1 0 0 1 120 0)"><i/></g>');
    expect(upright(inter, 60, "<i/>")).toBe("<i/>");
  });
});
