// A minimal valid article file for content tests; the cover lines and the body can be swapped per test.
export const GOOD_COVER = `cover: "blog/nft"
coverAlt: "A medallion"`;

export function articleSource(cover = GOOD_COVER, body = "Body text with a [link](https://example.org)."): string {
  return `---
slug: "a_post"
title: "A post"
description: "About a post."
isoDate: "2023-04-15"
tags: ["Web3"]
${cover}
---

${body}
`;
}
