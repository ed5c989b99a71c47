// The marketplace and the app downloads (#market_spacing is where "Download App" lands).
import { homeContent } from "../../content/home.ts";
import { Island } from "../../islands/Island.tsx";
import MarketDepth from "../../islands/MarketDepth.tsx";
import { brand } from "../../site.ts";
import { SectionHead } from "./SectionHead.tsx";
import { StoreIcon } from "./StoreIcon.tsx";

const { marketplace } = homeContent;

export function MarketplaceSection() {
  return (
    <section id="marketplace" className="home-section home-market" aria-labelledby="market-title">
      <div className="home-inner market-layout">
        <div className="market-copy">
          <SectionHead num="4.4" eyebrow="Marketplace" title={marketplace.title} intro={marketplace.text} id="market-title" level={3} />
          <div id="market_spacing" className="market-download">
            <h4>{marketplace.downloadTitle}</h4>
            <ul className="store-links">
              {marketplace.downloads.map((d) => (
                <li key={d.href}>
                  <a className="store-link" href={d.href} target="_blank" rel="noopener noreferrer">
                    <StoreIcon kind={d.icon} />
                    <span>
                      <small>{d.note}</small>
                      {d.label}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <Island
          name="MarketDepth"
          component={MarketDepth}
          props={{
            image: { ...marketplace.image, alt: brand(marketplace.image.alt) },
            sectionId: "marketplace",
            badges: ["PODF", "Passes", "Collectibles"],
          }}
        />
      </div>
    </section>
  );
}
