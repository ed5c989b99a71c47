import { homeContent } from "../../content/home.ts";
import { Island } from "../../islands/Island.tsx";
import VideoStories from "../../islands/VideoStories.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { headline, stories } = homeContent;
/** The clips' frame size (scripts/media/home renders them at this size). */
export const STORY_WIDTH = 640;
export const STORY_HEIGHT = 360;

export function StoriesSection() {
  return (
    <section id="headline" className="home-section home-stories" aria-labelledby="headline-title">
      <div className="home-inner">
        <SectionHead num="05" eyebrow="Stories" title={headline.title} intro={headline.intro} id="headline-title" />
        <Island
          name="VideoStories"
          component={VideoStories}
          props={{ stories: stories.map((s) => ({ ...s, sources: [...s.sources] })), width: STORY_WIDTH, height: STORY_HEIGHT }}
        />
      </div>
    </section>
  );
}
