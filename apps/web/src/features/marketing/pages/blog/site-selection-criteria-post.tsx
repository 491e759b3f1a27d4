import { Accordion } from '@/components/ui/accordion';
import { BlogPostLayout } from '../../components/blog-post-layout';
import { blogPost } from '../../content/blog-posts';
import { siteSelectionFaq } from '../../content/site-selection-faq';

const post = blogPost('site-selection-criteria-service-businesses');

const criteria = [
  {
    title: '1. Demographics that match your customer',
    text: 'Look at who lives within 1–5 miles: homeownership, household income, age and household size. A lawn care company needs homeowners with yards; a tutoring centre needs families with school-age children. A common rule of thumb for a neighbourhood-serving business is about 50,000 residents within 3 miles and a median household income above $65,000, adjusted for your trade.',
  },
  {
    title: '2. Competition — enough, but not too much',
    text: 'Two to five competitors within a 1–3 mile radius is often the sweet spot: it proves there is demand without forcing you to compete on price alone. No competitors at all can mean no market; a dozen means saturation.',
  },
  {
    title: '3. Accessibility and drive time',
    text: 'For businesses that travel to customers, measure the drive time from your base: most service areas work best within 15–30 minutes. For businesses customers visit, check main-road access, parking and transit.',
  },
  {
    title: '4. Visibility',
    text: 'A storefront or yard sign on a road with steady traffic is free advertising. City traffic counts show how many vehicles pass a location each day.',
  },
  {
    title: '5. Operating costs and growth',
    text: 'Compare rent, wages and travel costs against the revenue the area can support, and plan for 3–5 years: an area adding households will grow with you.',
  },
];

export function SiteSelectionCriteriaPost() {
  return (
    <BlogPostLayout
      post={post}
      cta={{
        title: 'Check all five criteria in minutes',
        text: 'SiteScout scores your addresses on every criterion above. Your first analysis is free.',
      }}
    >
      <p>
        Service businesses live and die by geography. Whether you drive to customers or they come to you, the location
        you choose sets your travel costs, your prices and how fast you can grow. Check these five criteria before
        signing a lease or buying a truck.
      </p>
      {criteria.map((c) => (
        <section key={c.title}>
          <h2>{c.title}</h2>
          <p>{c.text}</p>
        </section>
      ))}
      <h2>Frequently asked questions</h2>
      <Accordion items={siteSelectionFaq} />
    </BlogPostLayout>
  );
}
