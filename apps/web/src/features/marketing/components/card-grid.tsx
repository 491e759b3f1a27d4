import { Link } from 'react-router';

export interface CardItem {
  title: string;
  text: string;
  /** A short symbol shown in a badge above the title (decorative). */
  icon?: string;
  link?: { label: string; to: string };
}

/** Responsive grid of cards (tiles, features, benefits); each card is a list item with an h3. */
export function CardGrid({ items, className = '' }: { items: CardItem[]; className?: string }) {
  return (
    <ul className={`card-grid ${className}`.trim()}>
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon ? (
            <span className="card-icon" aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {item.link ? (
            <Link to={item.link.to} className="tile-link" aria-label={`${item.link.label}: ${item.title}`}>
              {item.link.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
