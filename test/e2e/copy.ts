// What the e2e tests expect to read on the home page: the structure (app/content/home.ts) joined with the English
// catalog, in the shape the tests walk.
import { home } from "../../app/content/home.ts";
import { clip } from "../../app/content/media.ts";
import { messages } from "../../app/i18n/messages.ts";

export const en = messages("en");

export const homeCopy = {
  podf: { features: en.home.podf.features, slides: home.podf.slides },
  cases: { tags: en.home.cases.tags.map((title) => ({ title })) },
  mission: { points: en.home.mission.points },
  stories: home.stories.map((key, i) => ({ title: en.home.stories.items[i]!.title, src: clip(key).src, poster: clip(key).poster.src })),
  docs: { parts: home.docs.parts },
  group: { dots: home.group.dots },
  stats: home.stats.map((target) => ({ target })),
  gate: { steps: en.home.gate.steps },
};
