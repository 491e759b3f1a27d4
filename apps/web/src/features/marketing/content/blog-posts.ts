/** A blog post summary as the list shows it (id, title, excerpt, date, readTime, path: what a list entry shows and links to). */
export interface BlogPostSummary {
  id: string;
  title: string;
  excerpt: string;
  /** ISO date of publication. */
  date: string;
  readTime: string;
  path: string;
}

export const blogPosts: BlogPostSummary[] = [
  {
    id: 'site-selection-criteria-service-businesses',
    title: '5 Site Selection Criteria Every Service Business Should Check',
    excerpt:
      'Demographics, competition, access, visibility and costs: the five checks that separate a busy service business from a struggling one.',
    date: '2025-03-04',
    readTime: '6 min read',
    path: '/blog/site-selection-criteria-service-businesses',
  },
  {
    id: 'coffee-shop-neighborhood-guide',
    title: 'How to Choose the Right Neighborhood for Your Coffee Shop',
    excerpt:
      'Six things to look at before you open a café: morning traffic, residents, offices, competitors, visibility and rent.',
    date: '2025-03-18',
    readTime: '5 min read',
    path: '/blog/coffee-shop-neighborhood-guide',
  },
  {
    id: 'best-places-retail-illinois',
    title: 'The 10 Best Places in Illinois to Open a Retail Business',
    excerpt:
      'Ten Illinois cities ranked for retail, with population, income and store counts from Census data for each one’s county.',
    date: '2025-04-01',
    readTime: '9 min read',
    path: '/blog/best-places-retail-illinois',
  },
  {
    id: 'where-to-open-coffee-shop-illinois',
    title: 'Where to Open a Coffee Shop in Illinois: Top 7 Places',
    excerpt:
      'Seven Illinois places for a coffee shop, compared on residents per existing coffee shop and local incomes.',
    date: '2025-04-15',
    readTime: '7 min read',
    path: '/blog/where-to-open-coffee-shop-illinois',
  },
  {
    id: 'opening-brick-and-mortar-illinois',
    title: 'Opening a Brick-and-Mortar Business in Illinois: A 4-Step Guide',
    excerpt:
      'Research the market, pick and compare sites, check zoning and licences, then plan your opening — step by step.',
    date: '2025-04-29',
    readTime: '6 min read',
    path: '/blog/opening-brick-and-mortar-illinois',
  },
];

/** The summary of a post by id; throws at build time when the list lacks it. */
export function blogPost(id: string): BlogPostSummary {
  const post = blogPosts.find((p) => p.id === id);
  if (!post) throw new Error(`blog post ${id} missing from blog-posts.ts`);
  return post;
}

/** "March 4, 2025" from an ISO date, the same on the server and in the browser. */
export function formatPostDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
