// A minimal valid article file for content tests; `banner` and `body` can be swapped per test.
export const GOOD_BANNER = `  image: "/static/media/blog/x"
  alt: "x"
  width: 1200
  height: 630`;

export function articleSource(banner = GOOD_BANNER, body = "Body text with a [link](https://example.org)."): string {
  return `---
slug: "a_post"
title: "A post"
description: "About a post."
date: "Apr 15 2023"
isoDate: "2023-04-15"
tags: ["Web3"]
banner:
${banner}
---

${body}
`;
}
