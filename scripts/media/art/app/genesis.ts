// The Genesis NFT screen: the medallion card with its token id, the lottery ticket of the same id, holder privileges.
import { radial } from "../../kit/defs.ts";
import { glow } from "../../kit/shapes.ts";
import { C } from "../../kit/svg.ts";
import { place } from "../../kit/text.ts";
import { medallion, ticket } from "../objects.ts";
import type { GenesisStrings } from "./strings.ts";
import { GAP, PAD, SCREEN, STATUS_H, TYPE, type Typeface, card, label, chip, glyph, ink, navBar, statusBar, upright } from "./ui.ts";

const W = SCREEN.w;
const INNER = W - 2 * PAD;
const HEADER_Y = STATUS_H + 62;
const NFT = { y: 176, h: 540, medallionR: 166 };
const TICKET = { y: NFT.y + NFT.h + GAP, h: 124 };
const PERKS = { y: TICKET.y + TICKET.h + GAP, row: 66 };

export const genesisDefs = radial(
  "nftStage",
  [
    [0, C.surface2],
    [0.75, C.bg2],
    [1, C.bg],
  ],
  0.5,
  0.42,
  0.7,
);

function nftCard(face: Typeface, s: GenesisStrings): string {
  const { y, h, medallionR } = NFT;
  const cy = y + 240;
  const minted = chip(face, W - PAD - 24, y + h - 104, s.minted, C.teal, "end");
  return `${card(PAD, y, INNER, h, "url(#nftStage)", 36)}
${glow(W / 2, cy, medallionR * 2.2, "teal", 0.3)}${glow(W / 2, cy, medallionR * 1.5, "gold", 0.3)}
${upright(
  face,
  W / 2,
  place({ x: W / 2, y: cy }, () => medallion(medallionR)),
)}
${label(face, PAD + 28, y + h - 74, s.tokenId, ink(face, TYPE.title, C.text, 800))}
${label(face, PAD + 28, y + h - 32, s.collection, ink(face, TYPE.small, C.muted, 500))}
${minted.svg}`;
}

function lotteryRow(face: Typeface, s: GenesisStrings): string {
  const { y, h } = TICKET;
  return `${card(PAD, y, INNER, h)}
${place({ x: PAD + 24, y: y + 30, rotate: -8 }, () => ticket(96, 62))}
${label(face, PAD + 146, y + 54, s.ticket, ink(face, TYPE.body, C.text, 700))}
${label(face, PAD + 146, y + 94, s.ticketNote, ink(face, TYPE.small, C.muted, 500))}`;
}

function perks(face: Typeface, s: GenesisStrings): string {
  const { y, row } = PERKS;
  const h = 84 + s.privilegeList.length * row;
  const bullets = [glyph.bolt, glyph.key];
  const rows = s.privilegeList
    .map((perk, i) => {
      const ry = y + 76 + i * row;
      return `${bullets[i % bullets.length]!(PAD + 22, ry - 4)}${label(face, PAD + 76, ry + 26, perk, ink(face, TYPE.small, C.text, 500))}`;
    })
    .join("");
  return `${card(PAD, y, INNER, h)}
${label(face, PAD + 24, y + 52, s.privileges, ink(face, TYPE.body, C.accent, 700))}
${label(face, W - PAD - 24, y + 52, s.more, ink(face, TYPE.small, C.teal, 700, "end"))}${rows}`;
}

export function genesisScreen(face: Typeface, s: GenesisStrings): string {
  return `${statusBar(face, s.time)}
${glyph.chevron(PAD - 8, HEADER_Y - 34, C.text, true)}
${label(face, PAD + 44, HEADER_Y, s.title, ink(face, TYPE.h2 + 4, C.text, 800))}
${nftCard(face, s)}
${lotteryRow(face, s)}
${perks(face, s)}
${navBar("me", face)}`;
}
