import { Layout } from "../components/Layout.tsx";
import { ROADMAP_ICON_SIZE, roadmap, roadmapIconAlt, roadmapIconPath, roadmapIntro, type RoadmapCard, type RoadmapIconId } from "../content/roadmap.ts";
import type { PageContext } from "../page-context.ts";

function Icon({ id }: { id: RoadmapIconId }) {
  return <img className="roadmap-icon" src={roadmapIconPath(id)} width={ROADMAP_ICON_SIZE} height={ROADMAP_ICON_SIZE} alt={roadmapIconAlt[id]} loading="lazy" />;
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

function Card({ entry, stage }: { entry: RoadmapCard; stage: number }) {
  const titleId = `roadmap-${entry.id}`;
  return (
    <article className="roadmap-card" aria-labelledby={titleId}>
      <div className="roadmap-card-main">
        <div className="roadmap-card-head">
          <Icon id={entry.icon} />
          <p className="roadmap-stage">Stage {String(stage).padStart(2, "0")}</p>
        </div>
        <h2 id={titleId}>{entry.title}</h2>
        {entry.extraTitles && (
          <ul className="roadmap-extra">
            {entry.extraTitles.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        )}
        <p className="roadmap-description">{entry.description}</p>
      </div>
      <div className="roadmap-card-detail">
        <h3>Utility Matrix</h3>
        <ul className="utility-matrix">
          {entry.utilityMatrix.map((b) => (
            <Bullet key={b} text={b} />
          ))}
        </ul>
        <h3>Future Perspective</h3>
        <p className="future-perspective">{entry.futurePerspective}</p>
      </div>
    </article>
  );
}

export function RoadmapPage(_: { ctx: PageContext }) {
  // Cards are numbered as stages; the heading-only entry is not a stage of its own.
  const stages = new Map(roadmap.filter((e) => e.kind === "card").map((e, i) => [e.id, i + 1]));
  return (
    <Layout kind="roadmap">
      <section id="roadmap" className="roadmap" aria-labelledby="roadmap-title">
        <header className="roadmap-hero">
          <p className="eyebrow">Roadmap</p>
          <h1 id="roadmap-title">The Road Ahead</h1>
          <p className="lead">{roadmapIntro}</p>
        </header>
        <ol className="roadmap-list">
          {roadmap.map((entry) =>
            entry.kind === "heading" ? (
              <li key={entry.id} className="roadmap-entry roadmap-entry-heading" data-entry={entry.id}>
                <div className="roadmap-divider">
                  <Icon id={entry.icon} />
                  <h2>{entry.title}</h2>
                </div>
              </li>
            ) : (
              <li key={entry.id} className="roadmap-entry" data-entry={entry.id}>
                <Card entry={entry} stage={stages.get(entry.id) ?? 0} />
              </li>
            ),
          )}
        </ol>
      </section>
    </Layout>
  );
}
