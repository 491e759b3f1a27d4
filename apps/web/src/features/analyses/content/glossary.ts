/** One term of the glossary: its anchor, its name and its meaning in plain words. */
export interface GlossaryTerm {
  id: string;
  term: string;
  meaning: string;
}

/** The words the dashboard's "How we got this" folds and Methods use, explained for an owner. */
export const GLOSSARY: GlossaryTerm[] = [
  {
    id: 'site-score',
    term: 'Site score',
    meaning:
      'A 0–100 summary of how well the address suits the business: a weighted mix of nearby demand, room left by competitors, getting there, rent and costs, and fit with the people who live nearby. Your priority sliders change the weights.',
  },
  {
    id: 'estimate-methods',
    term: 'Estimate methods (E1, E2 …)',
    meaning:
      'Where a figure is estimated rather than read from a published table, it says "Estimate (method E3)". The Methods section at the end of the dashboard lists each numbered method in full.',
  },
  {
    id: 'huff-model',
    term: 'Huff model',
    meaning:
      'A way to split shoppers between stores (Huff, 1964): each nearby area sends its customers to each store in proportion to how attractive the store is, divided by its distance raised to a power (β). Closer and better-rated stores get more.',
  },
  {
    id: 'beta',
    term: 'β (distance decay)',
    meaning:
      'The power on distance in the Huff model. β = 1.5 means a store twice as far away gets about a third of the pull (2^1.5 ≈ 2.8 times less); a larger β means customers stay closer to home.',
  },
  {
    id: 'attractiveness',
    term: 'Attractiveness',
    meaning:
      'How strongly a competitor draws customers in the Huff model, from its rating and review count: rating/4 × (1 + log10(1 + reviews))/3, so a 4-star place with about 100 reviews counts as 1.',
  },
  {
    id: 'censored-poisson',
    term: 'Censored Poisson',
    meaning:
      'A statistical model for counts (here, how many businesses an area holds). "Censored" means it uses the Census tables\' suppressed cells (for example "fewer than 3") as ranges rather than pretending they are zero.',
  },
  {
    id: 'naics',
    term: 'NAICS codes',
    meaning:
      'The North American Industry Classification System: the six-digit codes the Census Bureau files businesses under (for example 722515, snack and non-alcoholic beverage bars, which holds coffee shops). Competitor counts from Census tables are counted by these codes.',
  },
  {
    id: 'acs',
    term: 'ACS',
    meaning:
      "The American Community Survey, the Census Bureau's yearly survey of people and homes. Its five-year estimates give the demographics, incomes and rents for each area.",
  },
  {
    id: 'zcta',
    term: 'ZIP area (ZCTA)',
    meaning:
      "A ZIP Code Tabulation Area: the Census Bureau's map of the land a ZIP code covers, which the Census tables use in place of the Postal Service's delivery routes.",
  },
  {
    id: 'trade-area',
    term: 'Trade area and walk-time areas',
    meaning:
      'The rings (for example 0.5 and 1 mile) around the site and, where street data is loaded, the area reachable on foot in 5, 10 and 15 minutes along the streets.',
  },
  {
    id: 'saturation',
    term: 'Saturation and market capacity',
    meaning:
      'How many businesses of this type an area like this one usually supports, compared with how many it has: under-served, balanced or saturated.',
  },
];
