import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

export interface AccordionItem {
  question: string;
  answer: string;
  /** A page that says more, linked under the answer. */
  link?: { to: string; label: string };
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each question, so the outline fits the page around it. */
  headingLevel?: 2 | 3;
}

/**
 * FAQ accordion: one item open at a time, a second click closes it. Questions are buttons
 * (Enter/Space toggle); Arrow keys, Home and End move between questions.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={expanded ? 'accordion-item open' : 'accordion-item'}>
            <Heading className="accordion-heading">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className="accordion-trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <span className="accordion-icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              <p>{item.answer}</p>
              {item.link && (
                <p>
                  <Link to={item.link.to}>{item.link.label}</Link>
                </p>
              )}
            </section>
          </div>
        );
      })}
    </div>
  );
}
