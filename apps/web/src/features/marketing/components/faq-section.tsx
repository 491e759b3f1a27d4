import type { ReactNode } from 'react';
import { Accordion, type AccordionItem } from '@/components/ui/accordion';
import { Section } from './section';

/** A titled FAQ accordion; pair with `faqPageJsonLd(items)` in the page meta. */
export function FaqSection({
  title,
  items,
  alt,
  footer,
}: {
  title: string;
  items: AccordionItem[];
  alt?: boolean;
  footer?: ReactNode;
}) {
  return (
    <Section id="faq" title={title} alt={alt}>
      <div className="prose">
        <Accordion items={items} />
        {footer}
      </div>
    </Section>
  );
}
