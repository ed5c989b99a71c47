import { useI18n } from "../i18n/context.tsx";
import { format } from "../i18n/messages.ts";
import { site } from "../site.ts";
import { LanguageLinks } from "./LanguageLinks.tsx";
import { LogoMark } from "../ui/Logo.tsx";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

export function Footer({ page }: { page: string }) {
  const { m, href } = useI18n();
  const f = m.chrome.footer;
  const nav = m.chrome.nav;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <a href={href("/")} className="logo" aria-label={m.chrome.homeLink}>
            <LogoMark />
            <span aria-hidden="true">{site.name}</span>
          </a>
          <p>{m.chrome.site.about}</p>
          <p className="footer-slogan">{m.chrome.site.slogan}</p>
        </div>
        <nav aria-label={f.label} className="footer-links">
          <div>
            <h2 className="footer-heading">{f.explore}</h2>
            <ul>
              <li>
                <a href={href("/#mission")}>{nav.mission}</a>
              </li>
              <li>
                <a href={href("/roadmap")}>{nav.roadmap}</a>
              </li>
              <li>
                <a href={href("/blog")}>{nav.blog}</a>
              </li>
              <li>
                <a href={href(site.links.hubBanner)}>{f.hub}</a>
              </li>
              <li>
                <a href={site.links.whitepaper} {...external}>
                  {nav.whitepaper}
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{f.getApp}</h2>
            <ul>
              <li>
                <a href={site.links.androidStore} {...external}>
                  {f.googlePlay}
                </a>
              </li>
              <li>
                <a href={site.links.iosStore} {...external}>
                  {f.appStore}
                </a>
              </li>
              <li>
                <a href={site.links.latestApk} {...external}>
                  {f.latestApk}
                </a>
              </li>
            </ul>
          </div>
        </nav>
        <section id="socialmedia" className="footer-social" aria-labelledby="socialmedia-heading">
          <h2 id="socialmedia-heading" className="footer-heading">
            {f.community}
          </h2>
          <ul>
            {site.social.map((s, i) => (
              <li key={s.link}>
                <a href={s.link} {...external}>
                  <span>{f.social[i]}</span>{" "}
                  <bdi className="social-handle" dir="ltr">
                    {s.handle}
                  </bdi>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label={m.chrome.language.label} className="footer-languages">
          <h2 className="footer-heading">{m.chrome.language.label}</h2>
          <LanguageLinks page={page} />
        </nav>
      </div>
      <p className="footer-legal">{format(f.legal, { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
