import { BlogPostLayout } from '../../components/blog-post-layout';
import { CountyFacts } from '../../components/county-facts';
import { SourceNote } from '../../components/source-note';
import { blogPost } from '../../content/blog-posts';
import { county, formatCount, illinoisState, residentsPer, SOURCE_LINES } from '../../content/illinois';

const post = blogPost('where-to-open-coffee-shop-illinois');

/** The seven places and what makes each one interesting for a café; the order is computed below. */
const places = [
  { place: 'Rockford', county: 'Winnebago', note: 'Low rents and the fewest coffee shops per resident of the seven.' },
  { place: 'Bloomington-Normal', county: 'McLean', note: 'Illinois State University students and office workers.' },
  {
    place: 'Springfield',
    county: 'Sangamon',
    note: 'State workers downtown on weekdays and heritage tourists at weekends.',
  },
  {
    place: 'Chicago',
    county: 'Cook',
    note: 'The biggest café culture in the state; pick the neighbourhood carefully.',
  },
  { place: 'Champaign-Urbana', county: 'Champaign', note: 'University of Illinois students who study in cafés.' },
  { place: 'Peoria', county: 'Peoria', note: 'Hospital staff on every shift and a revived riverfront.' },
  { place: 'Naperville', county: 'DuPage', note: 'The highest incomes of the seven, and the most competition.' },
];

const ranked = places
  .map((p) => ({ ...p, figures: county(p.county) }))
  .sort((a, b) => residentsPer(b.figures, 'coffeeShops') - residentsPer(a.figures, 'coffeeShops'));

export function CoffeeShopIllinoisPost() {
  return (
    <BlogPostLayout post={post}>
      <p>
        Census County Business Patterns counts at least {formatCount(illinoisState.coffeeShops)} coffee and snack shops
        in Illinois. Where is there still room for one more? We compared seven places on how many residents there are
        for every existing coffee shop in their county — more residents per shop means less saturation — and show income
        and household figures beside it.
      </p>
      <p className="notice">
        <strong>Method.</strong> Places are ordered by residents per coffee shop in their county (population ÷
        establishments under NAICS 722515, coffee and snack shops). County figures stand in for each city because Census
        publishes these counts by county.
      </p>
      <ol className="ranking">
        {ranked.map((p, index) => (
          <li key={p.place}>
            <h2>
              {index + 1}. {p.place}
            </h2>
            <p>{p.note}</p>
            <CountyFacts figures={p.figures} industries={['coffeeShops']} />
          </li>
        ))}
      </ol>
      <SourceNote
        lines={[
          SOURCE_LINES.population,
          SOURCE_LINES.households,
          SOURCE_LINES.perCapitaIncome,
          SOURCE_LINES.establishments,
        ]}
      />
    </BlogPostLayout>
  );
}
