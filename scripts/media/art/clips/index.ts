// Every clip: the four home stories (with posters) and the two partnership banners.
import type { Job } from "../../kit/jobs.ts";
import { storyJobs } from "./common.ts";
import { citizensStory, footprintsStory } from "./footprints-citizens.ts";
import { mineStory, verifyStory } from "./mine-verify.ts";
import { partnerClipJobs } from "./partners.ts";

export function clipJobs(): Job[] {
  return [
    ...storyJobs("story-mine", mineStory, 0.8),
    ...storyJobs("story-verify", verifyStory, 0.8),
    ...storyJobs("story-footprints", footprintsStory, 0.82),
    ...storyJobs("story-citizens", citizensStory, 0.8),
    ...partnerClipJobs(),
  ];
}
