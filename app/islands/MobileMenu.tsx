// Mobile header menu (SPEC section 4). Without JS it still opens through #site-menu:target.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import { LogoMark } from "../components/Logo.tsx";
import { downloadLink, linkTarget, menuGroups, type NavGroup, type NavLink } from "../navigation.ts";
import { nextExpanded } from "./menu-state.ts";

export interface MobileMenuProps {
  brandName: string;
  links: NavLink[];
  whitepaper: NavLink;
}

const FOCUSABLE = "a[href], button, summary";

export default function MobileMenu({ brandName, links, whitepaper }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<NavGroup["id"] | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    document.documentElement.classList.toggle("menu-open", open);
    if (open) panel.current?.querySelector<HTMLElement>(".menu-close")?.focus();
    return () => document.documentElement.classList.remove("menu-open");
  }, [open]);

  function close(returnFocus: boolean) {
    // Synchronous, so the scroll lock is gone before the browser follows a chosen link.
    flushSync(() => {
      setOpen(false);
      setExpanded(null);
    });
    if (returnFocus) toggle.current?.focus();
  }

  function onOpen(e: MouseEvent) {
    e.preventDefault();
    setOpen(true);
  }

  function onGroup(e: MouseEvent, id: NavGroup["id"]) {
    e.preventDefault();
    setExpanded((current) => nextExpanded(current, id));
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.preventDefault();
      close(true);
      return;
    }
    if (e.key !== "Tab" || !panel.current) return;
    // Keep focus inside the open menu.
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  // The open and close controls are links (so the menu opens without JavaScript) acting as buttons: Space presses them too.
  function pressOnSpace(e: KeyboardEvent<HTMLAnchorElement>) {
    if (e.key !== " ") return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.click();
  }

  const item = (l: NavLink) => (
    <li key={l.label}>
      <a href={l.href} {...linkTarget(l)} onClick={() => close(false)}>
        {l.label}
      </a>
    </li>
  );

  return (
    <div className="mobile-menu">
      <a
        ref={toggle}
        href="#site-menu"
        className="menu-toggle"
        role="button"
        aria-controls="site-menu"
        aria-expanded={open}
        onClick={onOpen}
        onKeyDown={pressOnSpace}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Open menu</span>
      </a>
      <div
        ref={panel}
        id="site-menu"
        className="menu-overlay"
        data-open={open ? "true" : "false"}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        onKeyDown={onKeyDown}
      >
        <div className="menu-top">
          <span className="logo">
            <LogoMark />
            <span>{brandName}</span>
          </span>
          <a
            href="#"
            className="menu-close"
            role="button"
            onKeyDown={pressOnSpace}
            onClick={(e) => {
              e.preventDefault();
              close(true);
            }}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">Close menu</span>
          </a>
        </div>
        <nav aria-label="Menu">
          <ul className="menu-list">
            {links.slice(0, 2).map(item)}
            {menuGroups.map((g) => (
              <li key={g.id}>
                <details name="menu-group" className="menu-group" open={expanded === g.id}>
                  <summary onClick={(e) => onGroup(e, g.id)}>{g.label}</summary>
                  <ul>{g.links.map(item)}</ul>
                </details>
              </li>
            ))}
            {links.filter((l) => l.label === "Roadmap" || l.label === "Blog").map(item)}
          </ul>
          <div className="menu-actions">
            <a className="btn btn-ghost" href={whitepaper.href} {...linkTarget(whitepaper)} onClick={() => close(false)}>
              {whitepaper.label}
            </a>
            <a className="btn btn-primary" href={downloadLink.href} onClick={() => close(false)}>
              {downloadLink.label}
            </a>
          </div>
        </nav>
      </div>
    </div>
  );
}
