import { BlogPostLayout } from '../../components/blog-post-layout';
import { blogPost } from '../../content/blog-posts';

const post = blogPost('coffee-shop-neighborhood-guide');

const guide = [
  {
    title: '1. Follow the morning traffic',
    text: 'Coffee is a morning habit. Look for routes people take to work: near transit stations, along commuter roads, on the going-to-work side of the street.',
  },
  {
    title: '2. Count the residents and offices',
    text: 'A café needs a steady base of regulars. Check how many people live and work within a 10-minute walk, and whether there are offices, campuses or hospitals nearby.',
  },
  {
    title: '3. Study the competition',
    text: 'A few coffee shops nearby prove demand; a chain on every corner means a price fight. Two to five competitors within a mile or so is healthy for a differentiated shop.',
  },
  {
    title: '4. Check visibility and access',
    text: 'Corner sites, large windows and easy short-term parking or bike racks turn passers-by into customers.',
  },
  {
    title: '5. Match the neighbourhood to your concept',
    text: 'A specialty pour-over bar suits a dense area with higher incomes; a drive-through suits a suburban commuter road. Look at age and income, not just headcount.',
  },
  {
    title: '6. Make the rent work',
    text: 'Rent should be a share of realistic sales you can sustain. Compare asking rents with the foot traffic and households you counted before you sign.',
  },
];

export function CoffeeShopGuidePost() {
  return (
    <BlogPostLayout
      post={post}
      cta={{
        title: 'Compare café locations side by side',
        text: 'See residents, competitors and access for up to 3 addresses in one report.',
      }}
    >
      <p>
        The right neighbourhood can carry an average coffee shop, and the wrong one can sink a great one. Use this
        six-point guide to judge a neighbourhood before you commit.
      </p>
      {guide.map((g) => (
        <section key={g.title}>
          <h2>{g.title}</h2>
          <p>{g.text}</p>
        </section>
      ))}
    </BlogPostLayout>
  );
}
