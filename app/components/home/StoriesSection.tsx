import { home } from "../../content/home.ts";
import { clip } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import VideoStories from "../../islands/VideoStories.tsx";
import { Island } from "../Island.tsx";
import { SectionHead } from "./SectionHead.tsx";

export function StoriesSection() {
  const { m } = useI18n();
  const s = m.home.stories;
  const stories = home.stories.map((key, i) => ({ ...s.items[i]!, clip: clip(key) }));
  return (
    <section id="headline" className="home-section home-stories" aria-labelledby="headline-title">
      <div className="home-inner">
        <SectionHead num="05" eyebrow={m.home.sectionLabels.stories} title={s.title} intro={s.intro} id="headline-title" />
        <Island component={VideoStories} props={{ stories, counter: s.counter, play: s.play, pause: s.pause }} />
      </div>
    </section>
  );
}
