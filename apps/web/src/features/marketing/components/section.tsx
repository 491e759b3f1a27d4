import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  alt?: boolean;
  children?: ReactNode;
}

/** A page section with an h2 and an optional intro paragraph; `alt` gives it the tinted background. */
export function Section({ id, title, intro, alt, children }: SectionProps) {
  return (
    <section id={id} className={alt ? 'section section-alt' : 'section'}>
      <div className="container">
        <div className="section-intro">
          <h2>{title}</h2>
          {intro ? <p>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Bulleted list with check marks. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="check-list">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static copy, never reordered.
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
