import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { PageHero } from '../components/page-hero';
import { faqItems } from '../content/faq';

export function FaqPage() {
  return (
    <>
      <PageHero title="Frequently Asked Questions" lead="Everything about reports, data, pricing and credits." />
      <section className="section">
        <div className="container prose">
          <Accordion items={faqItems} headingLevel={2} />
          <p>
            Still have a question? <Link to="/contact-us">Contact us</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
