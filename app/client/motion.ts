// Looping clips (video[data-loop-clip]) autoplay for everyone in the HTML; a reader who asks for less motion gets
// them still on their poster, with the controls to play them.
export function stillLoopClipsForReducedMotion(): void {
  if (!matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const clip of document.querySelectorAll<HTMLVideoElement>("video[data-loop-clip]")) {
    clip.autoplay = false;
    clip.pause();
  }
}
