import { Link } from 'react-router';
import { BlogPostLayout } from '../../components/blog-post-layout';
import { SourceNote } from '../../components/source-note';
import { blogPost } from '../../content/blog-posts';
import { formatCount, illinoisState, SOURCE_LINES } from '../../content/illinois';

const post = blogPost('opening-brick-and-mortar-illinois');

export function BrickAndMortarIllinoisPost() {
  return (
    <BlogPostLayout
      post={post}
      cta={{ title: 'Start with step 1 today', text: 'Your first SiteScout analysis is free and takes minutes.' }}
    >
      <p>
        With {formatCount(illinoisState.population)} residents across {illinoisState.counties} counties, Illinois offers
        everything from dense Chicago neighbourhoods to fast-growing suburbs and university towns. These four steps take
        you from an idea to an open door.
      </p>
      <SourceNote lines={[SOURCE_LINES.population]} />
      <h2>Step 1: Research your market</h2>
      <p>
        Decide who your customers are, then find where they live and work. Check population, households and income
        within 1, 3 and 5 miles of each area you are considering, and count the businesses already serving them. Our{' '}
        <Link to="/blog/best-places-retail-illinois">ranking of Illinois retail cities</Link> is a starting point.
      </p>
      <h2>Step 2: Compare specific sites</h2>
      <p>
        Shortlist two or three addresses and compare them side by side: foot and car traffic, visibility, parking,
        transit, competitors within a mile, and rent. Visit each at the hours you plan to be open.
      </p>
      <h2>Step 3: Check zoning, licences and permits</h2>
      <p>
        Confirm the zoning allows your use before you sign — in Chicago, business (B) and commercial (C) districts allow
        most retail, but conditions vary. Register your business with the Illinois Secretary of State, register for
        sales tax with the Illinois Department of Revenue, and apply for your city or county business licence and any
        health permits.
      </p>
      <h2>Step 4: Negotiate the lease and plan the opening</h2>
      <p>
        Negotiate rent, term, build-out allowances and signage rights. Plan your opening for a season that suits your
        trade, line up local marketing, and set targets for the first 3–5 years.
      </p>
    </BlogPostLayout>
  );
}
