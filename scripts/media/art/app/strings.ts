// The words of the app screens, one typed object per screen. A localized render passes its own
// object (and its Typeface) to the same drawing; English is the default and names the outputs.
import { site } from "../../../../app/site.ts";

export interface MineStrings {
  time: string;
  balanceLabel: string;
  balance: string;
  today: string;
  tap: string;
  sessionLeft: string;
  streak: string;
  boosting: string;
  nearby: string;
  seeMap: string;
}

export interface HubStrings {
  time: string;
  title: string;
  tasksTitle: string;
  tasksDone: string;
  tasks: { label: string; reward: string; done: boolean }[];
  eventMonth: string;
  eventDay: string;
  eventTitle: string;
  eventWhen: string;
  lotteryTitle: string;
  lotteryTicket: string;
  lotteryDraw: string;
  airdrops: string;
  airdropsNote: string;
  giveaways: string;
  giveawaysNote: string;
}

export interface GenesisStrings {
  time: string;
  title: string;
  tokenId: string;
  collection: string;
  minted: string;
  ticket: string;
  ticketNote: string;
  privileges: string;
  privilegeList: string[];
  more: string;
}

export const EN = {
  mine: {
    time: "9:41",
    balanceLabel: "Balance",
    balance: "1,284.40",
    today: "+12.5 today",
    tap: "Tap to mine",
    sessionLeft: "18 h left in session",
    streak: "12-day streak",
    boosting: "8 friends",
    nearby: "Friends nearby",
    seeMap: "Map",
  } satisfies MineStrings,
  hub: {
    time: "9:41",
    title: "Hub",
    tasksTitle: "Today's tasks",
    tasksDone: "2 / 3",
    tasks: [
      { label: `Follow ${site.name} on X`, reward: "+5", done: true },
      { label: "Invite a friend", reward: "+10", done: true },
      { label: "Check in at a PODF spot", reward: "+8", done: false },
    ],
    eventMonth: "AUG",
    eventDay: "16",
    eventTitle: "Community AMA",
    eventWhen: "13:00 UTC · Live",
    lotteryTitle: "Genesis lottery",
    lotteryTicket: "Ticket #0427",
    lotteryDraw: "Draw in 2 d",
    airdrops: "Airdrops",
    airdropsNote: "2 live",
    giveaways: "Giveaways",
    giveawaysNote: "1 new",
  } satisfies HubStrings,
  genesis: {
    time: "9:41",
    title: "Genesis NFT",
    tokenId: "#0427",
    collection: `${site.name} Genesis`,
    minted: "Minted",
    ticket: "Lottery ticket #0427",
    ticketNote: "Same id as your NFT",
    privileges: "7 holder privileges",
    privilegeList: ["Mining boost", "Early MPC wallet access"],
    more: "+5 more",
  } satisfies GenesisStrings,
};
