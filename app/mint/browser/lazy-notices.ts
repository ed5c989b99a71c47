// The DOM notice layer, loaded only when a notice is first shown: most visits never show one,
// so its code stays out of the islands' download (the article JavaScript budget).
import type { NoticeDisplay } from "./notice.ts";

export function lazyDomNotices(load?: () => Promise<NoticeDisplay>, loaderText?: string): NoticeDisplay {
  const importLayer = load ?? (() => import("./notice.ts").then((m) => m.createDomNotices(document, undefined, loaderText)));
  let ready: Promise<NoticeDisplay> | undefined;
  const layer = () => (ready ??= importLayer());
  return {
    message: (kind, text, durationS) => void layer().then((n) => n.message(kind, text, durationS)),
    notification: (options) => void layer().then((n) => n.notification(options)),
    loading() {
      let stop: (() => void) | undefined;
      let ended = false;
      void layer().then((n) => {
        if (!ended) stop = n.loading();
      });
      return () => {
        ended = true;
        stop?.();
      };
    },
  };
}
