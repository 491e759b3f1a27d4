import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** One of our illustrations under /illustrations, shown beside the text on wide screens. */
  art?: { src: string; alt: string };
  /** Breadcrumbs or a back link above the heading. */
  above?: ReactNode;
  children?: ReactNode;
}

/** Top band of a marketing page: the page's one h1, a lead paragraph and its main actions. */
export function PageHero({ title, lead, eyebrow, actions, art, above, children }: PageHeroProps) {
  return (
    <section className="hero">
      <div className={art ? 'container hero-grid' : 'container'}>
        <div>
          {above}
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
          {actions ? <div className="hero-actions">{actions}</div> : null}
          {children}
        </div>
        {art ? (
          <div className="hero-art">
            <img src={art.src} alt={art.alt} width="560" height="400" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
