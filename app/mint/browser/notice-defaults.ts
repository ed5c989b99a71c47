// Defaults of the notice layer, apart from the DOM code so islands can read them cheaply.

/** A message stays 1.5 s, a notification 4.5 s at the top right, 24 px from the edge. */
export const MESSAGE_DURATION_S = 1.5;
export const NOTIFICATION_DURATION_S = 4.5;
export const NOTIFICATION_PLACEMENT = "topRight";
export const NOTIFICATION_OFFSET_PX = 24;
/** The loader appears only for work that takes longer than this, with this text. */
export const LOADER_DELAY_MS = 200;
export const LOADER_TEXT = "loading...";
