// The Hub page (/{slug}_hub/): what the Hub offers and how to join it.
import { articles } from "../generated/articles.ts";
import { brand, site } from "../site.ts";

import type { HubIconId } from "./media.ts";

export interface HubOffer {
  icon: HubIconId;
  title: string;
  text: string;
}

export interface HubStep {
  title: string;
  text: string;
}

export const hubIntro = brand(
  "The {product} Hub is where the community gets things done together: tasks that grow the network, events on the map, lotteries, airdrops and giveaways, all in one place inside the app.",
);

export const hubOffers: HubOffer[] = [
  {
    icon: "tasks",
    title: "Tasks",
    text: "Short missions that help the network grow: invite a friend, verify a connection, try a new feature. Each one pays out in coins and counts towards your standing.",
  },
  {
    icon: "events",
    title: "Events",
    text: "Online sessions and city meet-ups announced on the map, from ask-me-anything calls with the team to local gatherings run by clans.",
  },
  {
    icon: "lotteries",
    title: "Lotteries",
    text: "Regular draws open to active members, including the Genesis lottery, where every Genesis NFT carries a ticket with its own id.",
  },
  {
    icon: "airdrops",
    title: "Airdrops",
    text: "Rewards sent to members who meet the published criteria, such as verification, activity streaks or early participation.",
  },
  {
    icon: "giveaways",
    title: "Giveaways",
    text: "Partner and community giveaways: wallet perks, merchandise, event passes and more, announced first in the Hub.",
  },
];

export const hubSteps: HubStep[] = [
  { title: "Download the app", text: "Install it from Google Play or the App Store, or take the latest APK, and create your account in a minute." },
  {
    title: "Verify through Proof of Networking",
    text: "Connect with people who know you. Their confirmations prove you are a real person, with no biometric data collected.",
  },
  { title: "Complete tasks", text: "Open the Hub tab, pick the tasks you like and keep your daily mining session going by tapping the logo button." },
  {
    title: "Join events and draws",
    text: "Register for events and lotteries as they open. The Hub is also a route to meeting identity-verification requirements and to owning a Genesis NFT.",
  },
  { title: "Claim your rewards", text: "Rewards land in your non-custodial wallet. Watch claim windows: unclaimed rewards go back to the reserves." },
];

/** The blog article about the Hub (its slug comes from the content index, not a copy). */
export function hubArticle() {
  const slug = brand("why_embrace_{slug}_hub_the_realm_of_opportunity");
  const article = articles.find((a) => a.slug === slug);
  if (!article) throw new Error("the Hub article is missing from the content index");
  return article;
}

export const hubStoreLinks = [
  { label: "Google Play", href: site.links.androidStore },
  { label: "App Store", href: site.links.iosStore },
  { label: "Latest APK", href: site.links.latestApk },
] as const;
