// The English catalog: every word of the site outside the articles. Each other language has the same keys
// (app/i18n/messages.ts checks them, and so does the build).
import { chrome } from "./chrome.ts";
import { genesis } from "./genesis.ts";
import { home } from "./home.ts";
import { media } from "./media.ts";
import { pages } from "./pages.ts";
import { roadmap } from "./roadmap.ts";

export const en = { chrome, home, pages, roadmap, genesis, media };
