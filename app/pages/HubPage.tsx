import { Layout } from "../components/Layout.tsx";
import { SectionEyebrow } from "../components/SectionEyebrow.tsx";
import { hubOfferIcons, hubStoreLinks } from "../content/hub.ts";
import { hubIconPath, ICON_SIZE, image } from "../content/media.ts";
import { useI18n } from "../i18n/context.tsx";
import type { PageContext } from "../document/page-context.ts";
import { articleText, hubGuide } from "../content/articles.ts";
import { Picture } from "../ui/Picture.tsx";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

export function HubPage({ ctx }: { ctx: PageContext }) {
  const { m, href, lang } = useI18n();
  const h = m.pages.hub;
  const guide = hubGuide();
  const guideHref = href(`/blog/${guide.slug}`);
  // One sentence per language around the guide's title, so each language puts the title and the verb in its own order.
  const [ctaBefore, ctaAfter = ""] = h.ctaGuide.split("{guide}");
  const storeLabels = [m.chrome.footer.googlePlay, m.chrome.footer.appStore, m.chrome.footer.latestApk];
  return (
    <Layout kind="hub" page={ctx.route.page}>
      <section className="hub-hero" aria-labelledby="hub-title">
        <div className="hub-hero-text">
          <p className="eyebrow">{h.eyebrow}</p>
          <h1 id="hub-title">{h.title}</h1>
          <p className="lead">{h.intro}</p>
          <div className="hub-actions">
            <a className="btn btn-primary btn-lg" href="#join">
              {h.join}
            </a>
            <a className="btn btn-ghost btn-lg" href={guideHref}>
              {h.why}
            </a>
          </div>
        </div>
        <Picture
          image={image("hub/hub-art")}
          alt={m.media["hub/hub-art"]}
          sizes="(max-width: 760px) calc(100vw - 40px), (max-width: 1100px) 50vw, 520px"
          className="hub-art"
          load="priority"
        />
      </section>

      <section className="hub-section" aria-labelledby="hub-offers-title">
        <SectionEyebrow num="01" label={h.eyebrows.offers} />
        <h2 id="hub-offers-title">{h.offersTitle}</h2>
        <ul className="hub-offers">
          {hubOfferIcons.map((icon, i) => (
            <li key={icon} className="hub-offer">
              <img src={hubIconPath(icon)} width={ICON_SIZE} height={ICON_SIZE} alt={m.media.hubIcons[icon]} loading="lazy" />
              <h3>{h.offers[i]!.title}</h3>
              <p>{h.offers[i]!.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="join" className="hub-section" aria-labelledby="hub-join-title">
        <SectionEyebrow num="02" label={h.eyebrows.join} />
        <h2 id="hub-join-title">{h.join}</h2>
        <ol className="hub-steps">
          {h.steps.map((s) => (
            <li key={s.title} className="hub-step">
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="hub-section hub-cta" aria-labelledby="hub-cta-title">
        <div>
          <SectionEyebrow num="03" label={h.eyebrows.cta} />
          <h2 id="hub-cta-title">{h.ctaTitle}</h2>
          <p>
            {ctaBefore}
            <a href={guideHref}>{articleText(guide, lang).title}</a>
            {ctaAfter}
          </p>
        </div>
        <ul className="store-links">
          {hubStoreLinks.map((link, i) => (
            <li key={link}>
              {/* One primary action (the first store), the others beside it in the quieter style: not three equal calls. */}
              <a className={i === 0 ? "btn btn-primary btn-lg" : "btn btn-ghost btn-lg"} href={link} {...newTab}>
                {storeLabels[i]}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
