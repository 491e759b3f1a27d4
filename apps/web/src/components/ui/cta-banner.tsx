import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CtaBannerProps {
  title: string;
  text: string;
  action: { label: string; to: string };
  /** Extra actions (a second button, a dialog trigger). */
  children?: ReactNode;
}

/** Closing call to action: a coloured band with a heading, one sentence and a button. */
export function CtaBanner({ title, text, action, children }: CtaBannerProps) {
  return (
    <section className="cta-banner" aria-label={title}>
      <div className="container">
        <h2>{title}</h2>
        <p>{text}</p>
        <div className="hero-actions">
          <Link to={action.to} className="btn btn-primary btn-lg">
            {action.label}
          </Link>
          {children}
        </div>
      </div>
    </section>
  );
}
