// The partnership articles' banner clip: muted, looping, inline autoplay, with a pause control
// (moving content that loops must be pausable) and a still poster for reduced-motion readers.
import { useEffect, useRef, useState } from "react";

export interface BannerVideoProps {
  src: string;
  poster: string;
  width: number;
  height: number;
}

export default function BannerVideo({ src, poster, width, height }: BannerVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const sync = () => setPaused(v.paused);
    v.addEventListener("play", sync);
    v.addEventListener("pause", sync);
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) v.pause();
    sync();
    return () => {
      v.removeEventListener("play", sync);
      v.removeEventListener("pause", sync);
    };
  }, []);

  function toggle() {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play();
    else v.pause();
  }

  return (
    <div className="banner-video">
      <video ref={video} autoPlay muted loop playsInline preload="auto" poster={poster} width={width} height={height}>
        <source src={src} type="video/mp4" />
      </video>
      <button type="button" className="video-toggle" onClick={toggle} aria-label={paused ? "Play the animation" : "Pause the animation"}>
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
          {paused ? <path d="M5 3l10 6-10 6z" fill="currentColor" /> : <path d="M4 3h3.5v12H4zM10.5 3H14v12h-3.5z" fill="currentColor" />}
        </svg>
      </button>
    </div>
  );
}
