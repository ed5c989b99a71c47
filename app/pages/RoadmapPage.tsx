import { Layout } from "../components/Layout.tsx";
import { ICON_SIZE, roadmapIconPath } from "../content/media.ts";
import { roadmapEntries, type RoadmapIconId, type RoadmapStatus } from "../content/roadmap.ts";
import { useI18n } from "../i18n/context.tsx";
import { format, type Messages } from "../i18n/messages.ts";
import type { PageContext } from "../document/page-context.ts";
import { downloadLink, whitepaperLink } from "../components/navigation.ts";

type CardText = Extract<Messages["roadmap"]["entries"][number], { description: string }>;

function Icon({ id }: { id: RoadmapIconId }) {
  const { m } = useI18n();
  return <img className="roadmap-icon" src={roadmapIconPath(id)} width={ICON_SIZE} height={ICON_SIZE} alt={m.media.roadmapIcons[id]} loading="lazy" />;
}

/** "Lead: text" bullets show their lead in bold. */
function Bullet({ text }: { text: string }) {
  const at = text.indexOf(": ");
  if (at < 0) return <li>{text}</li>;
  return (
    <li>
      <strong>{text.slice(0, at)}:</strong> {text.slice(at + 2)}
    </li>
  );
}

function Card({ id, icon, text, stage, status }: { id: string; icon: RoadmapIconId; text: CardText; stage: number; status: RoadmapStatus }) {
  const { m } = useI18n();
  const r = m.pages.roadmap;
  const titleId = `roadmap-${id}`;
  return (
    <article className="roadmap-card" aria-labelledby={titleId}>
      <div className="roadmap-card-main">
        <div className="roadmap-card-head">
          <Icon id={icon} />
          <p className="roadmap-stage">{format(r.stage, { n: String(stage).padStart(2, "0") })}</p>
          <p className={`roadmap-status roadmap-status-${status}`}>{r.status[status]}</p>
        </div>
        <h2 id={titleId}>{text.title}</h2>
        {text.extraTitles && (
          <ul className="roadmap-extra">
            {text.extraTitles.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        )}
        <p className="roadmap-description">{text.description}</p>
      </div>
      <div className="roadmap-card-detail">
        <div className="roadmap-matrix">
          <h3>{r.utilityMatrix}</h3>
          <ul className="utility-matrix">
            {text.utilityMatrix.map((b) => (
              <Bullet key={b} text={b} />
            ))}
          </ul>
        </div>
        <div className="roadmap-future">
          <h3>{r.futurePerspective}</h3>
          <p className="future-perspective">{text.futurePerspective}</p>
        </div>
      </div>
    </article>
  );
}

export function RoadmapPage({ ctx }: { ctx: PageContext }) {
  const { m, href } = useI18n();
  const r = m.pages.roadmap;
  // Cards are numbered as stages; the heading-only entry is not a stage of its own.
  const stages = new Map(roadmapEntries.filter((e) => e.kind === "card").map((e, i) => [e.id, i + 1]));
  return (
    <Layout kind="roadmap" page={ctx.route.page}>
      <section id="roadmap" className="roadmap" aria-labelledby="roadmap-title">
        <header className="roadmap-hero">
          <p className="eyebrow">{r.eyebrow}</p>
          <h1 id="roadmap-title">{r.heading}</h1>
          <p className="lead">{r.intro}</p>
        </header>
        <ol className="roadmap-list">
          {roadmapEntries.map((entry, i) => {
            const text = m.roadmap.entries[i]!;
            if (entry.kind === "heading" || text.description === undefined) {
              return (
                <li key={entry.id} className="roadmap-entry roadmap-entry-heading" data-entry={entry.id}>
                  <div className="roadmap-divider">
                    <Icon id={entry.icon} />
                    <h2>{text.title}</h2>
                  </div>
                </li>
              );
            }
            return (
              <li key={entry.id} className="roadmap-entry" data-entry={entry.id} data-status={entry.status}>
                <Card id={entry.id} icon={entry.icon} text={text} stage={stages.get(entry.id) ?? 0} status={entry.status} />
              </li>
            );
          })}
        </ol>
        {/* Where the road leads the reader: into the app, or the whitepaper for the detail behind each stage. */}
        <aside className="roadmap-cta" aria-labelledby="roadmap-cta-title">
          <div>
            <h2 id="roadmap-cta-title">{r.cta.title}</h2>
            <p>{r.cta.text}</p>
          </div>
          <div className="roadmap-cta-actions">
            <a className="btn btn-primary btn-lg" href={href(downloadLink(m).href)}>
              {downloadLink(m).label}
            </a>
            <a className="btn btn-ghost btn-lg" href={whitepaperLink(m).href} target="_blank" rel="noopener noreferrer">
              {whitepaperLink(m).label}
            </a>
          </div>
        </aside>
      </section>
    </Layout>
  );
}
