// The app as it is used: three screens in the device frame (English), the two the home page shows once more per
// language (home/<lang>/app-mine, home/<lang>/app-genesis: no English words on a translated page), and the Hub
// page's close-up (seen from afar: icons where the words would be, so it serves every language).
import { doc } from "../../kit/defs.ts";
import type { ImageJob } from "../../kit/jobs.ts";
import { FONT } from "../../kit/svg.ts";
import { genesisDefs, genesisScreen } from "./genesis.ts";
import { hubScreen } from "./hub.ts";
import { hubArtJobs } from "./hub-art.ts";
import { mineScreen } from "./mine.ts";
import { LOCALIZED } from "./localized.ts";
import { EN } from "./strings.ts";
import { PHONE, type Typeface, mirrored, phone, phoneDefs } from "./ui.ts";

/** Phones are shown 300-320 CSS px wide. */
const SHOWN_AT = 300;
const INTER: Typeface = { family: FONT };

const screenJob = (key: string, screen: () => string, defs = ""): ImageJob => ({
  kind: "image",
  key,
  width: PHONE.w,
  height: PHONE.h,
  widths: [320, PHONE.w],
  textShownAt: SHOWN_AT,
  draw: () => doc(PHONE.w, PHONE.h, phone(screen()), phoneDefs + defs),
});

export function appJobs(): ImageJob[] {
  return [
    ...hubArtJobs(),
    screenJob("home/app-mine", () => mineScreen(INTER, EN.mine)),
    screenJob("home/app-hub", () => hubScreen(INTER, EN.hub)),
    screenJob("home/app-genesis", () => genesisScreen(INTER, EN.genesis), genesisDefs),
    ...Object.entries(LOCALIZED).flatMap(([lang, l]) => {
      const face: Typeface = { family: l.family, rtl: l.rtl };
      return [
        screenJob(`home/${lang}/app-mine`, () => mirrored(face, mineScreen(face, l.mine))),
        screenJob(`home/${lang}/app-genesis`, () => mirrored(face, genesisScreen(face, l.genesis)), genesisDefs),
      ];
    }),
  ];
}
