// The Genesis NFT block (home page and the two Genesis articles): status and lookup (an island), privileges, lottery.
import { createElement } from "react";
import { GENESIS_PRIVILEGES, LOTTERY_CLAIM_HOURS, LOTTERY_RULES } from "../mint/genesis.ts";
import { showsGenesisBlock } from "../mint/placement.ts";
import type { PageContext } from "../page-context.ts";
import { brand } from "../site.ts";

function Medallion() {
  return (
    <svg className="genesis-medallion" width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="genesis-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe3a3" />
          <stop offset="0.55" stopColor="#f5b942" />
          <stop offset="1" stopColor="#b97a12" />
        </linearGradient>
      </defs>
      <path d="M60 4l48.5 28v56L60 116 11.5 88V32z" fill="url(#genesis-gold)" />
      <path d="M60 16l38 22v44L60 104 22 82V38z" fill="#0b1020" />
      <path d="M60 30v60M34 45l52 30M86 45L34 75" stroke="#3fd8c6" strokeWidth="3" strokeLinecap="round" />
      <circle cx="60" cy="60" r="12" fill="#f5b942" />
    </svg>
  );
}

export function GenesisBlock({ ctx }: { ctx: PageContext }) {
  if (!showsGenesisBlock(ctx.route)) return null;
  return (
    <section id="genesis" className="genesis" aria-labelledby="genesis-title">
      <div className="genesis-inner">
        <header className="genesis-head">
          <div>
            <p className="eyebrow">Genesis NFT</p>
            <h2 id="genesis-title">{brand("The {product} Genesis NFT mint")}</h2>
            <p className="genesis-lead">
              {brand("The first collectible of {product} World: seven lasting privileges for its holders, and a ticket in the Genesis lottery.")}
            </p>
          </div>
          <Medallion />
        </header>
        {/* The live status and lookup: filled in by the worker for the current mint state on every answer. */}
        {createElement("mint-slot")}
        <div className="genesis-grid">
          <section className="genesis-card" aria-labelledby="genesis-privileges-title">
            <h3 id="genesis-privileges-title">Holder privileges</h3>
            <ol className="genesis-privileges">
              {GENESIS_PRIVILEGES.map((p) => (
                <li key={p.title}>
                  <strong>{p.title}</strong>
                  <span>{p.detail}</span>
                </li>
              ))}
            </ol>
          </section>
          <section className="genesis-card genesis-lottery" aria-labelledby="genesis-lottery-title">
            <h3 id="genesis-lottery-title">The Genesis lottery</h3>
            <ul className="genesis-rules">
              {LOTTERY_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p className="genesis-claim">
              <span className="genesis-claim-figure">{LOTTERY_CLAIM_HOURS} h</span>
              <span>to claim a win</span>
            </p>
          </section>
        </div>
      </div>
    </section>
  );
}
