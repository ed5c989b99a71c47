import { brand, site } from "../site.ts";
import { LogoMark } from "./Logo.tsx";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <a href="/" className="logo" aria-label={`${site.name} home`}>
            <LogoMark />
            <span aria-hidden="true">{site.name}</span>
          </a>
          <p>{brand("{product} is a decentralized geosocial network owned by the people who use it.")}</p>
          <p className="footer-slogan">{site.slogan}</p>
        </div>
        <nav aria-label="Footer" className="footer-links">
          <h2 className="footer-heading">Explore</h2>
          <ul>
            <li><a href="/#mission">Mission</a></li>
            <li><a href="/roadmap">Roadmap</a></li>
            <li><a href="/blog">Blog</a></li>
            <li><a href={site.links.hubBanner}>{site.name} Hub</a></li>
            <li><a href={site.links.whitepaper} {...external}>Whitepaper</a></li>
          </ul>
          <h2 className="footer-heading">Get the app</h2>
          <ul>
            <li><a href={site.links.androidStore} {...external}>Google Play</a></li>
            <li><a href={site.links.iosStore} {...external}>App Store</a></li>
            <li><a href={site.links.latestApk} {...external}>Latest APK</a></li>
          </ul>
        </nav>
        <section id="socialmedia" className="footer-social" aria-labelledby="socialmedia-heading">
          <h2 id="socialmedia-heading" className="footer-heading">Join the community</h2>
          <ul>
            {site.social.map((s) => (
              <li key={s.link}>
                <a href={s.link} {...external}>
                  <span>{s.text}</span> <span className="social-handle">{s.handle}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="footer-legal">
        © {new Date().getUTCFullYear()} {site.name}. {site.slogan}.
      </p>
    </footer>
  );
}
