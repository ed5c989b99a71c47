// The Genesis NFT block (home page and the Genesis articles): the live status and lookup (an island the worker fills
// in for the current mint state), the app's Genesis screen, the privileges and the lottery.
import { home } from "../content/home.ts";
import { localImage } from "../content/media.ts";
import { useI18n } from "../i18n/context.tsx";
import { format } from "../i18n/messages.ts";
import { LOTTERY_CLAIM_HOURS } from "../mint/shared/genesis.ts";
import { showsGenesisBlock } from "../content/articles.ts";
import { Slot } from "../document/slots.ts";
import type { PageContext } from "../document/page-context.ts";
import { Picture } from "../ui/Picture.tsx";
import { SectionEyebrow } from "./SectionEyebrow.tsx";

export function GenesisBlock({ ctx, num }: { ctx: PageContext; num?: string }) {
  const { m, lang } = useI18n();
  if (!showsGenesisBlock(ctx.route)) return null;
  const g = m.genesis;
  const hours = { hours: LOTTERY_CLAIM_HOURS };
  return (
    <section id="genesis" className="genesis" aria-labelledby="genesis-title">
      <div className="genesis-inner">
        <header className="genesis-head">
          <div className="genesis-head-text">
            <SectionEyebrow num={num} label={g.eyebrow} />
            <h2 id="genesis-title">{g.title}</h2>
            <p className="genesis-lead">{g.lead}</p>
            {/* The live status and the address lookup: filled in by the worker for the current mint state. */}
            <Slot name="mint" />
          </div>
          <Picture image={localImage(home.genesis.image, lang)} alt={m.media["home/app-genesis"]} sizes="(max-width: 760px) 300px, 280px" className="genesis-device" />
        </header>
        <div className="genesis-grid">
          <section className="genesis-card" aria-labelledby="genesis-privileges-title">
            <h3 id="genesis-privileges-title">{g.privilegesTitle}</h3>
            <ol className="genesis-privileges">
              {g.privileges.map((p) => (
                <li key={p.title}>
                  <strong>{p.title}</strong>
                  <span>{p.detail}</span>
                </li>
              ))}
            </ol>
          </section>
          <section className="genesis-card genesis-lottery" aria-labelledby="genesis-lottery-title">
            <h3 id="genesis-lottery-title">{g.lotteryTitle}</h3>
            <ul className="genesis-rules">
              {g.lotteryRules.map((rule) => (
                <li key={rule}>{format(rule, hours)}</li>
              ))}
            </ul>
            <p className="genesis-claim">
              <span className="genesis-claim-figure">{format(g.claimFigure, hours)}</span>
              <span>{g.claimText}</span>
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}
