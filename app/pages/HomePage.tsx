import { Layout } from "../components/Layout.tsx";
import type { PageContext } from "../page-context.ts";
import { brand, site } from "../site.ts";

export function HomePage(_: { ctx: PageContext }) {
  return (
    <Layout kind="home">
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">{site.tagline}</p>
        <h1 id="hero-title">{site.slogan}</h1>
        <p className="lead">{brand("{product} is a geosocial network owned by the people who use it: mine by tapping, verify each other through real connections, and build a token-gated community on a Layer-2 rollup.")}</p>
      </section>
      <section id="mission" className="section">
        <h2>Mission</h2>
        <p>No venture capital, no private sale, no ads in the app. Every coin is earned by the community.</p>
      </section>
      <section id="gate" className="section">
        <h2>Onchain Sovereign Community</h2>
        <p>A token-gated community whose citizens govern their own treasury.</p>
      </section>
      <section id="docs" className="section">
        <h2>Networking Layer</h2>
        <h3 id="anchor">Anchor</h3>
        <p>A connectivity station that tokenizes real-world assets.</p>
        <h3 id="pon">Proof of Networking</h3>
        <p>Human verification through interpersonal connections, with no biometric data collected.</p>
        <h3 id="rank">Spatial Fusion Rank</h3>
        <p>Reputation that blends where you are with who vouches for you.</p>
        <h3 id="wallet">AA &amp; MPC Wallet</h3>
        <p>Distributed Key Generation, Signing (off-chain) and Verification: no single key to lose.</p>
      </section>
      <section id="group" className="section">
        <h2>Ecosystem</h2>
        <h3 id="podf">PODF</h3>
        <p>Proof of Digital Footprints: moments you were really there, kept onchain.</p>
        <h3 id="vr">VR/MR Vision</h3>
        <p>Mixed reality layered on the map you already walk.</p>
        <h3 id="casesconverge">Wide Use Cases</h3>
        <p>Gaming, NFTs, VR/MR, Digital Collectibles, Metaverse, Defi, DAO.</p>
        <div id="marketplace">
          <h3 id="market_spacing">Marketplace</h3>
          <p>Get the app on Android, iOS or as a direct APK download.</p>
        </div>
      </section>
    </Layout>
  );
}
