// The marketplace and the app downloads (#market_spacing is where "Download App" lands), beside the app itself.
import { home } from "../../content/home.ts";
import { localImage } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import MarketDepth from "../../islands/MarketDepth.tsx";
import { Island } from "../Island.tsx";
import { SectionHead } from "./SectionHead.tsx";
import { StoreIcon } from "./StoreIcon.tsx";

export function MarketplaceSection() {
  const { m, lang } = useI18n();
  const market = m.home.marketplace;
  return (
    <section id="marketplace" className="home-section home-market" aria-labelledby="market-title">
      <div className="home-inner market-layout">
        <div className="market-copy">
          <SectionHead num="4.4" eyebrow={m.home.sectionLabels.marketplace} title={market.title} intro={market.text} id="market-title" level={3} />
          <div id="market_spacing" className="market-download">
            <h4>{market.downloadTitle}</h4>
            <ul className="store-links">
              {home.marketplace.downloads.map((d, i) => (
                <li key={d.href}>
                  <a className="store-link" href={d.href} target="_blank" rel="noopener noreferrer">
                    <StoreIcon kind={d.icon} />
                    <span>
                      <small>{market.downloads[i]!.note}</small>
                      {market.downloads[i]!.label}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Island component={MarketDepth} props={{ image: localImage(home.marketplace.image, lang), alt: m.media["home/app-mine"], sectionId: "marketplace" }} />
      </div>
    </section>
  );
}
