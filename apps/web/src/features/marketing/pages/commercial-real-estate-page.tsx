import { Carousel, type CarouselSlide } from '@/components/ui/carousel';
import { CtaBanner } from '@/components/ui/cta-banner';
import { CardGrid } from '../components/card-grid';
import { FaqSection } from '../components/faq-section';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { commercialRealEstateFaq } from '../content/commercial-real-estate-faq';

const slides: CarouselSlide[] = [
  {
    image: '/illustrations/dashboard.svg',
    imageAlt: 'Dashboard with map, site score and comparison',
    title: 'Property dashboard',
    description: 'One view of the site score, the map and the comparison with other properties.',
  },
  {
    image: '/illustrations/demographics.svg',
    imageAlt: 'Demographic chart by age group',
    title: 'Tenant-ready demographics',
    description: 'The population, income and household figures tenants ask for, with sources they can verify.',
  },
  {
    image: '/illustrations/competition.svg',
    imageAlt: 'Competitor map around a property',
    title: 'Co-tenancy and competition',
    description: 'Nearby businesses mapped by distance, showing anchors, gaps and saturation.',
  },
];

export function CommercialRealEstatePage() {
  return (
    <>
      <PageHero
        title="Location Intelligence for Commercial Real Estate"
        lead="Brokers, landlords and investors use SiteScout to show why a property works — and for whom."
      />
      <Section title="Built for commercial real estate professionals">
        <CardGrid
          className="cols-3"
          items={[
            { title: 'Brokers', text: 'Add a data-backed location report to every listing and tenant pitch.' },
            { title: 'Landlords', text: 'Find the tenant types a property suits best and market to them.' },
            {
              title: 'Investors',
              text: 'Screen acquisitions on demographics, growth and competition before due diligence.',
            },
          ]}
        />
      </Section>
      <Section title="See the report" alt>
        <Carousel label="Commercial real estate report preview" slides={slides} />
      </Section>
      <FaqSection title="Commercial real estate FAQs" items={commercialRealEstateFaq} />
      <CtaBanner
        title="Analyse your next property"
        text="Your first analysis is free and needs no credit card."
        action={{ label: 'Get Started', to: '/get-started' }}
      />
    </>
  );
}
