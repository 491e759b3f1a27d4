import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GLOSSARY_PATH } from '../lib/paths';

/** A section's method on request: closed by default, with the glossary of its terms one link away. */
export function HowWeGotThis({ children }: { children: ReactNode }) {
  return (
    <details className="how-we-got-this">
      <summary className="how-we-got-this-summary">How we got this</summary>
      <div className="how-we-got-this-body">
        {children}
        <p>
          <Link to={GLOSSARY_PATH}>Words used here, explained (glossary)</Link>
        </p>
      </div>
    </details>
  );
}
