// The four video stories: clicking a poster selects a story; the video plays while in view (top above
// two thirds of the viewport, bottom not above its top) and pauses otherwise; on mobile the end of a
// video moves on to the next story, wrapping after the last, while on desktop the story loops.
import { useEffect, useRef, useState } from "react";
import { isInView, isMobileDevice, storyAfterEnded } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";
import type { Clip } from "../content/media.ts";
import { Picture } from "../ui/Picture.tsx";

export interface VideoStoriesProps {
  /** Each story's title, description, poster and mp4 source. */
  stories: { title: string; desc: string; clip: Clip }[];
  /** "{n} / {total}" under the playing story. */
  counter: string;
  /** The names of the play/pause button beside the caption. */
  play: string;
  pause: string;
}

function isMobileNow(): boolean {
  return isMobileDevice(window.innerWidth, navigator.userAgent);
}

/** Plays (muted, so the browser allows it) or pauses the stage's video. */
function playIf(v: HTMLVideoElement | null, play: boolean): void {
  if (!v) return;
  if (play) v.play().catch(() => undefined);
  else if (!v.paused) v.pause();
}

export default function VideoStories({ stories, counter, play, pause }: VideoStoriesProps) {
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const inView = useRef(false);
  /** Nothing starts by itself: reduced motion, or the visitor paused a story (2.2.2) until they press play again. */
  const still = useRef(false);

  // Each selected story gets a fresh <video>: set it up and play it if the stage is in view.
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    still.current ||= prefersReducedMotion();
    v.muted = true;
    // Set here, after the page has loaded: as an attribute in the HTML, the poster would load with the page.
    const poster = stories[selected]?.clip.poster.src;
    if (poster) v.poster = `${poster}.webp`;
    v.loop = !isMobileNow();
    playIf(v, inView.current && !still.current);
  }, [selected, stories]);

  useEffect(() => {
    return subscribe({
      read: () => {
        const r = video.current?.getBoundingClientRect();
        return r ? isInView(r.top, r.bottom, window.innerHeight) : false;
      },
      write: (visible) => {
        if (visible === inView.current) return;
        inView.current = visible;
        playIf(video.current, visible && !still.current);
      },
    });
  }, []);

  function toggle() {
    const v = video.current;
    if (!v) return;
    still.current = !v.paused;
    playIf(v, v.paused);
  }

  const story = stories[selected] ?? stories[0];
  if (!story) return null;
  return (
    <div className="stories" data-selected={selected}>
      <figure className="story-stage">
        <div className="story-screen">
          {/* The still under the clip, lazy like any picture below the fold, until the island gives the clip its poster. */}
          <Picture image={story.clip.poster} alt="" sizes="(max-width: 900px) calc(100vw - 40px), 720px" className="story-still" />
          <video
            key={selected}
            ref={video}
            className="story-video"
            width={story.clip.width}
            height={story.clip.height}
            muted
            playsInline
            preload="none"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setSelected((i) => storyAfterEnded(i, stories.length, isMobileNow()))}
          >
            <source src={story.clip.src} type="video/mp4" />
          </video>
        </div>
        {/* Below the clip, never over it. */}
        <figcaption className="story-caption">
          <span className="story-caption-num">{counter.replace("{n}", String(selected + 1)).replace("{total}", String(stories.length))}</span>
          <span className="story-caption-title">{story.title}</span>
          {/* One button for the moving picture (a caption's, not the browser's own controls over the clip). */}
          <button type="button" className="story-toggle" aria-label={playing ? pause : play} onClick={toggle}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l11-6.5z" fill="currentColor" />}
            </svg>
          </button>
        </figcaption>
      </figure>
      <ol className="story-list">
        {stories.map((s, i) => (
          <li key={s.title}>
            <button type="button" className="story-poster" aria-pressed={i === selected} onClick={() => setSelected(i)}>
              <Picture image={s.clip.poster} alt="" sizes="112px" className="story-thumb" />
              <span className="story-text">
                <span className="story-title">{s.title}</span>
                <span className="story-desc">{s.desc}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
