// The faces a language's words are drawn in, as its pages write them (app/styles/languages.css, docs/languages.md):
// Inter for Latin, and the Noto face of each other script. Scripts that join or stack their letters get no letter
// spacing (it would break Arabic joining and Indic clusters) and taller lines (marks above and below).
import type { LangCode } from "../../../app/i18n/languages.ts";

export interface Face {
  family: string;
  /** Whether letter spacing may be applied (Latin and Hangul). */
  spacing: boolean;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
}

const latin: Face = { family: "Inter, 'Noto Sans', sans-serif", spacing: true, lineHeight: 1.1 };

const FACES: Partial<Record<LangCode, Face>> = {
  ko: { family: "Inter, 'Noto Sans CJK KR', sans-serif", spacing: true, lineHeight: 1.2 },
  hi: { family: "Inter, 'Noto Sans Devanagari', sans-serif", spacing: false, lineHeight: 1.35 },
  bn: { family: "Inter, 'Noto Sans Bengali', sans-serif", spacing: false, lineHeight: 1.35 },
  ar: { family: "Inter, 'Noto Sans Arabic', sans-serif", spacing: false, lineHeight: 1.4 },
};

export const faceOf = (lang: LangCode): Face => FACES[lang] ?? latin;
