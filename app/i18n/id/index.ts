// The Indonesian catalog (app/i18n/messages.ts checks it against English).
import type { Messages } from "../messages.ts";
import { chrome } from "./chrome.ts";
import { genesis } from "./genesis.ts";
import { home } from "./home.ts";
import { media } from "./media.ts";
import { pages } from "./pages.ts";
import { roadmap } from "./roadmap.ts";

export const id: Messages = { chrome, home, pages, roadmap, genesis, media };
