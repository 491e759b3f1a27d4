import { useEffect, useRef, useState } from 'react';

/** Short names for the dashboard's sections (by heading id); a section not listed goes by its heading. */
const SHORT_NAMES: Record<string, string> = {
  'comparison-heading': 'Comparison',
  'scores-heading': 'Scores',
  'demographics-heading': 'Demographics',
  'competitors-heading': 'Competitors',
  'details-heading': 'Access & rent',
  'benchmarks-heading': 'Benchmarks',
  'forecast-heading': 'Forecast',
  'narrative-heading': 'Insights',
  'sources-heading': 'Sources',
  'methods-heading': 'Methods',
};

interface SectionLink {
  id: string;
  name: string;
}

function sectionsIn(root: HTMLElement): SectionLink[] {
  return [...root.querySelectorAll<HTMLElement>('.dash-section h2[id]')].map((h) => ({
    id: h.id,
    name: SHORT_NAMES[h.id] ?? (h.textContent ?? '').trim(),
  }));
}

const sameLinks = (a: SectionLink[], b: SectionLink[]) =>
  a.length === b.length && a.every((l, i) => l.id === b[i]?.id && l.name === b[i]?.name);

/**
 * The dashboard's sections as a strip of links that stays at the top of the screen while the owner scrolls
 * (on a phone the dashboard is long). It lists the section headings found beside it (in its parent), so a section
 * added to the dashboard appears here without another list to keep.
 */
export function DashboardSectionNav() {
  const nav = useRef<HTMLElement>(null);
  const [links, setLinks] = useState<SectionLink[]>([]);
  useEffect(() => {
    const element = nav.current?.parentElement;
    if (!element) return;
    const update = () => setLinks((old) => (sameLinks(old, sectionsIn(element)) ? old : sectionsIn(element)));
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <nav ref={nav} className="section-nav" aria-label="Sections" hidden={links.length < 2}>
      <ul>
        {links.map((l) => (
          <li key={l.id}>
            <a href={`#${l.id}`}>{l.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
