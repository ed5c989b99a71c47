// The seven use-case icons (SVG files, 40x40): line glyphs in the site's gold and teal.
import { C } from "./kit.ts";

const icon = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" fill="none" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

export const caseIcons: Record<string, string> = {
  "case-gaming": icon(
    `<path d="M11 13h18a7 7 0 0 1 6.8 8.7l-1.6 6.4a3.5 3.5 0 0 1-6 1.5L25 26H15l-3.2 3.6a3.5 3.5 0 0 1-6-1.5l-1.6-6.4A7 7 0 0 1 11 13z" stroke="${C.accent}"/><path d="M12 18v6M9 21h6" stroke="${C.teal}"/><circle cx="27" cy="19" r="1.6" fill="${C.teal}" stroke="none"/><circle cx="30" cy="23" r="1.6" fill="${C.teal}" stroke="none"/>`,
  ),
  "case-nfts": icon(
    `<path d="M20 4l13.9 8v16L20 36 6.1 28V12z" stroke="${C.accent}"/><path d="M14 25V15l12 10V15" stroke="${C.teal}"/>`,
  ),
  "case-vrmr": icon(
    `<path d="M6 14h28a2 2 0 0 1 2 2v9a3 3 0 0 1-3 3h-7l-3-4h-6l-3 4H7a3 3 0 0 1-3-3v-9a2 2 0 0 1 2-2z" stroke="${C.accent}"/><circle cx="13" cy="21" r="3" stroke="${C.teal}"/><circle cx="27" cy="21" r="3" stroke="${C.teal}"/>`,
  ),
  "case-collectibles": icon(
    `<rect x="8" y="5" width="24" height="30" rx="4" stroke="${C.accent}"/><path d="M20 12l6 6-6 8-6-8z" stroke="${C.teal}"/><path d="M14 18h12" stroke="${C.teal}"/>`,
  ),
  "case-metaverse": icon(
    `<circle cx="20" cy="20" r="10" stroke="${C.accent}"/><ellipse cx="20" cy="20" rx="17" ry="6" transform="rotate(-20 20 20)" stroke="${C.teal}"/><circle cx="33" cy="13" r="2" fill="${C.teal}" stroke="none"/>`,
  ),
  "case-defi": icon(
    `<ellipse cx="15" cy="12" rx="9" ry="4" stroke="${C.accent}"/><path d="M6 12v6c0 2.2 4 4 9 4s9-1.8 9-4v-6M6 18v6c0 2.2 4 4 9 4" stroke="${C.accent}"/><path d="M24 32l5-6 3 3 5-7M33 22h4v4" stroke="${C.teal}"/>`,
  ),
  "case-dao": icon(
    `<path d="M8 20h24v14H8z" stroke="${C.accent}"/><path d="M15 20V8l9 3-9 3" stroke="${C.teal}"/><path d="M14 27h12" stroke="${C.accent}"/>`,
  ),
};
