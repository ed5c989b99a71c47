// kit/select.ts: what `npm run media -- --only=...` draws.
import { describe, expect, it } from "vitest";
import { type Job, jobKey } from "../kit/jobs.ts";
import { assertUniqueJobs, isWanted, jobNames, parseOnly, selectJobs } from "../kit/select.ts";

const image = (key: string, aliases?: string[]): Job => ({ kind: "image", key, width: 100, height: 50, widths: [100], draw: () => "", aliases });
const JOBS: Job[] = [
  image("blog/nft"),
  image("blog/nft-extra"),
  image("home/app-mine"),
  image("home/ko/app-mine"),
  image("home/story-mine-poster", ["home/story-mine"]),
  { kind: "clip", key: "home/story-mine", width: 100, height: 50, seconds: 1, fps: 1, frame: () => "", poster: "home/story-mine-poster" },
  { kind: "share", key: "share/nft_mint", version: "0123456789", draw: () => "", aliases: ["blog/nft"] },
  { kind: "file", path: "roadmap/coin.svg", content: "<svg/>", aliases: ["icons"] },
];
const keys = (only: string[] | undefined) => selectJobs(JOBS, only).map(jobKey);

describe("parseOnly", () => {
  it("reads the comma-separated names of --only=, skipping empty ones", () => {
    expect(parseOnly(["node", "build.ts", "--only=blog/nft,,home/ko,"])).toEqual(["blog/nft", "home/ko"]);
  });

  it("is undefined without --only=, meaning every job", () => {
    expect(parseOnly(["node", "build.ts", "--other"])).toBeUndefined();
  });

  it("gives an empty list for a bare --only=, which selects nothing (not everything)", () => {
    expect(parseOnly(["--only="])).toEqual([]);
    expect(() => selectJobs(JOBS, [])).toThrow("matches no media key");
  });
});

describe("selectJobs", () => {
  it("takes every job when no names are given", () => {
    expect(selectJobs(JOBS, undefined)).toHaveLength(JOBS.length);
  });

  it("takes a key exactly, and the jobs that carry it as an alias", () => {
    expect(keys(["blog/nft"])).toEqual(["blog/nft", "share/nft_mint"]);
  });

  it("takes a group (leading folders of a key), never a mere prefix of a name", () => {
    expect(keys(["home/ko"])).toEqual(["home/ko/app-mine"]);
    expect(keys(["home"])).toEqual(["home/app-mine", "home/ko/app-mine", "home/story-mine-poster", "home/story-mine"]);
    expect(() => keys(["home/app"])).toThrow("--only=home/app matches no media key");
    expect(keys(["blog/nft-extra"])).toEqual(["blog/nft-extra"]);
  });

  it("takes a clip together with its poster, whose alias is the clip's key", () => {
    expect(selectJobs(JOBS, ["home/story-mine"]).map((j) => `${j.kind}:${jobKey(j)}`)).toEqual(["image:home/story-mine-poster", "clip:home/story-mine"]);
  });

  it("joins several names, and answers to file aliases such as icons", () => {
    expect(keys(["icons", "share"])).toEqual(["share/nft_mint", "roadmap/coin"]);
  });
});

describe("jobKey and jobNames", () => {
  it("names a file job by its path without extension", () => {
    expect(jobKey({ kind: "file", path: "home/case-dao.svg", content: "" })).toBe("home/case-dao");
    expect(jobNames(JOBS[7] as Job)).toEqual(["roadmap/coin", "icons"]);
  });

  it("isWanted matches names, not substrings", () => {
    expect(isWanted(image("blog/nft"), ["nft"])).toBe(false);
    expect(isWanted(image("blog/nft"), ["blog"])).toBe(true);
  });
});

describe("assertUniqueJobs", () => {
  it("refuses two jobs of one kind writing one key", () => {
    expect(() => assertUniqueJobs([...JOBS, image("home/app-mine")])).toThrow("two jobs write image:home/app-mine");
  });

  it("lets a clip and an image share a key (they write different files)", () => {
    expect(() => assertUniqueJobs([image("home/x"), { kind: "clip", key: "home/x", width: 1, height: 1, seconds: 1, fps: 1, frame: () => "", poster: "p" }])).not.toThrow();
  });
});
