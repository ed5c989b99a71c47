import { describe, expect, it } from "vitest";
import {
  activeSection,
  clampSlide,
  countUpValue,
  COUNT_UP_MS,
  depthOffset,
  formatCount,
  gateRatio,
  gateStep,
  GATE_STEPS,
  isInView,
  isMobileDevice,
  MISSION_SLIDES,
  nextGateStep,
  nearestSlide,
  podfListVisible,
  podfSlide,
  scrollProgress,
  shouldAnimateItem,
  shouldShowBackToTop,
  shouldStartCountUp,
  slideAfterSwipe,
  storyAfterEnded,
  STORY_COUNT,
} from "../../app/client/landing-rules.ts";
import { home } from "../../app/content/home.ts";
import { messages } from "../../app/i18n/messages.ts";

const PIXEL_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("mobile detection", () => {
  it("is mobile at 760 px or narrower whatever the user agent", () => {
    expect(isMobileDevice(760, DESKTOP_UA)).toBe(true);
    expect(isMobileDevice(390, DESKTOP_UA)).toBe(true);
    expect(isMobileDevice(761, DESKTOP_UA)).toBe(false);
  });
  it("is mobile on a wide screen when the user agent says Mobi, Android or iPhone", () => {
    expect(isMobileDevice(1024, PIXEL_UA)).toBe(true);
    expect(isMobileDevice(1024, IPHONE_UA)).toBe(true);
    expect(isMobileDevice(1024, "Mozilla/5.0 Mobi")).toBe(true);
    expect(isMobileDevice(1440, DESKTOP_UA)).toBe(false);
    expect(isMobileDevice(1440, undefined)).toBe(false);
  });
});

describe("mission carousel direction", () => {
  it("goes forward with a swipe toward the reading direction: leftward in English, rightward in Arabic", () => {
    expect(slideAfterSwipe(3, -120, 5, 6, "ltr")).toBe(4);
    expect(slideAfterSwipe(3, 120, 5, 6, "ltr")).toBe(2);
    expect(slideAfterSwipe(3, 120, 5, 6, "rtl")).toBe(4);
    expect(slideAfterSwipe(3, -120, 5, 6, "rtl")).toBe(2);
    expect(slideAfterSwipe(5, 120, 5, 6, "rtl")).toBe(5);
  });
});

describe("mission carousel taking over the native strip", () => {
  it("starts at the slide nearest the strip's centre, whichever way the strip runs", () => {
    // Six 300 px slides 14 px apart, strip centre at 195 px: scrolled natively to the third slide.
    const centres = [0, 1, 2, 3, 4, 5].map((i) => 150 + i * 314 - 2 * 314 + 45);
    expect(nearestSlide(centres, 195)).toBe(2);
    expect(nearestSlide(centres, -5000)).toBe(0);
    expect(nearestSlide(centres, 5000)).toBe(5);
    // Right to left: the first slide is rightmost.
    expect(nearestSlide([...centres].reverse(), 195)).toBe(3);
    expect(nearestSlide([], 195)).toBe(0);
  });
});

describe("mission carousel bounds", () => {
  it("has as many slides as mission points", () => {
    expect(messages("en").home.mission.points).toHaveLength(MISSION_SLIDES);
  });
  it("goes to the next slide on a swipe left and back on a swipe right", () => {
    expect(slideAfterSwipe(3, -120, 5, MISSION_SLIDES)).toBe(4);
    expect(slideAfterSwipe(3, 120, -5, MISSION_SLIDES)).toBe(2);
  });
  it("stops at the first and the last slide", () => {
    expect(slideAfterSwipe(MISSION_SLIDES - 1, -200, 0, MISSION_SLIDES)).toBe(MISSION_SLIDES - 1);
    expect(slideAfterSwipe(0, 200, 0, MISSION_SLIDES)).toBe(0);
    expect(clampSlide(-3, MISSION_SLIDES)).toBe(0);
    expect(clampSlide(42, MISSION_SLIDES)).toBe(MISSION_SLIDES - 1);
  });
  it("ignores taps and vertical scrolling gestures", () => {
    expect(slideAfterSwipe(3, -10, 0, MISSION_SLIDES)).toBe(3);
    expect(slideAfterSwipe(3, -80, 200, MISSION_SLIDES)).toBe(3);
  });
});

describe("gate steps", () => {
  it("derives the ratio from the section top in tenths of the viewport", () => {
    expect(gateRatio(900, 900)).toBe(10);
    expect(gateRatio(450, 900)).toBe(5);
    expect(gateRatio(-90, 900)).toBe(-1);
  });
  it("steps at the thresholds 9, 4 and 0", () => {
    expect(gateStep(10)).toBe(0);
    expect(gateStep(9.01)).toBe(0);
    expect(gateStep(9)).toBe(1);
    expect(gateStep(4.01)).toBe(1);
    expect(gateStep(4)).toBe(2);
    expect(gateStep(0.01)).toBe(2);
    expect(gateStep(0)).toBe(GATE_STEPS - 1);
    expect(gateStep(-7)).toBe(GATE_STEPS - 1);
  });
  it("ticks through every step and starts over", () => {
    const seen = [0];
    for (let i = 0; i < GATE_STEPS; i++) seen.push(nextGateStep(seen[seen.length - 1]!));
    expect(seen).toEqual([0, 1, 2, 3, 0]);
  });
});

describe("docs navigation and group dots", () => {
  it("animates an item once its top is above two thirds of the window", () => {
    expect(shouldAnimateItem(599, 900)).toBe(true);
    expect(shouldAnimateItem(600, 900)).toBe(false);
  });
  it("marks the last section whose top has passed the line, or none", () => {
    expect(activeSection([500, 1400, 2300, 3200], 450)).toBe(-1);
    expect(activeSection([-900, 300, 1200, 2100], 450)).toBe(1);
    expect(activeSection([-3000, -2000, -1000, -10], 450)).toBe(3);
  });
});

describe("PODF and marketplace", () => {
  it("measures progress from the viewport bottom (0) to its top (1)", () => {
    expect(scrollProgress(1000, 800)).toBe(0);
    expect(scrollProgress(400, 800)).toBe(0.5);
    expect(scrollProgress(-50, 800)).toBe(1);
  });
  it("shows the feature list past progress 0.7 only", () => {
    expect(podfListVisible(0.7)).toBe(false);
    expect(podfListVisible(0.71)).toBe(true);
  });
  it("moves through the map slides and reaches the last one with the list", () => {
    expect(podfSlide(0, 3)).toBe(0);
    expect(podfSlide(0.36, 3)).toBe(1);
    expect(podfSlide(0.7, 3)).toBe(2);
    expect(podfSlide(1, 3)).toBe(2);
  });
  it("centres the depth effect on the viewport middle and bounds it", () => {
    expect(depthOffset(300, 200, 800)).toBe(0);
    expect(depthOffset(5000, 200, 800)).toBe(1);
    expect(depthOffset(-5000, 200, 800)).toBe(-1);
  });
});

describe("video stories", () => {
  it("counts as in view while the top is above 2/3 of the viewport and the bottom is not above its top", () => {
    expect(isInView(599, 1200, 900)).toBe(true);
    expect(isInView(600, 1200, 900)).toBe(false);
    expect(isInView(-400, 0, 900)).toBe(true);
    expect(isInView(-400, -1, 900)).toBe(false);
  });
  it("advances and wraps on mobile when a video ends, and stays on desktop", () => {
    expect(home.stories).toHaveLength(STORY_COUNT);
    expect(storyAfterEnded(0, STORY_COUNT, true)).toBe(1);
    expect(storyAfterEnded(STORY_COUNT - 1, STORY_COUNT, true)).toBe(0);
    expect(storyAfterEnded(2, STORY_COUNT, false)).toBe(2);
  });
});

describe("stats count-up", () => {
  it("formats the count-up targets with separators and a plus sign", () => {
    expect(home.stats.map((target) => formatCount(target))).toEqual(["1,400,000+", "1,000,000+", "20,000+", "130+"]);
    expect(formatCount(0)).toBe("0+");
    expect(formatCount(999.6)).toBe("1,000+");
  });
  it("groups the figures the way the page's locale does: Indian grouping in Hindi, Western digits everywhere", () => {
    expect(formatCount(1_400_000, "hi-IN")).toBe("14,00,000+");
    expect(formatCount(1_400_000, "tr-TR")).toBe("1.400.000+");
    expect(formatCount(1_400_000, "ar-u-nu-latn")).toBe("1,400,000+");
    expect(formatCount(1_400_000, "bn-BD-u-nu-latn")).toBe("14,00,000+");
  });
  it("starts when the section top is within 50 px of the viewport bottom", () => {
    expect(shouldStartCountUp(951, 900)).toBe(false);
    expect(shouldStartCountUp(950, 900)).toBe(true);
    expect(shouldStartCountUp(100, 900)).toBe(true);
  });
  it("starts at 0, rises without overshoot and ends exactly on the target", () => {
    const target = 1_400_000;
    const values = [0, 200, 600, 1200, COUNT_UP_MS - 1, COUNT_UP_MS, COUNT_UP_MS * 3].map((t) => countUpValue(target, t));
    expect(values[0]).toBe(0);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
    expect(Math.max(...values)).toBe(target);
    expect(values.at(-1)).toBe(target);
  });
});

describe("back to top", () => {
  it("shows only at 760 px or narrower, past 1.1 x the viewport height", () => {
    expect(shouldShowBackToTop(1.1 * 844 + 1, 844, 390)).toBe(true);
    expect(shouldShowBackToTop(1.1 * 844, 844, 390)).toBe(false);
    expect(shouldShowBackToTop(5000, 900, 761)).toBe(false);
    expect(shouldShowBackToTop(5000, 900, 760)).toBe(true);
  });
});
