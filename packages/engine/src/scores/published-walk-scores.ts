/**
 * Walk Scores published by Walk Score Inc. for Chicago places, as quoted on dated public pages (Walk Score's
 * own pages are not stored offline). Only figures from after its 2011 "Street Smart" method, which added the
 * pedestrian-friendliness penalties SiteScout also applies; the 2008–2010 community-area rankings (Loop 98,
 * Lincoln Park 94, …) used the earlier method and are left out. No published figure was found for Clearing.
 *
 * A neighbourhood's published score is Walk Score's population-weighted average over its addresses; SiteScout's
 * counterpart is the population-weighted mean over the Census 2020 tracts whose internal point lies in the area.
 */
export type ReferenceArea =
  | { kind: 'city' }
  | { kind: 'community-area'; name: string }
  /** A rectangle for neighbourhoods that are not community areas. */
  | { kind: 'box'; south: number; west: number; north: number; east: number }
  | { kind: 'address'; query: string };

export interface PublishedWalkScore {
  place: string;
  published: number;
  year: string;
  source: string;
  area: ReferenceArea;
  /** The calibration uses only the city average; every other figure checks it. */
  role: 'calibration' | 'check';
  /** How the area stands in for the published geography, when it is an approximation. */
  note?: string;
}

const INMAN_2015 = 'Inman, "Walk Score calls Chicago sixth most walkable large city", 2015-12-01 (inman.com)';
const SOUTH_LOOP =
  'Greater South Loop Association, "What\'s your home\'s Walk Score?" (greatersouthloop.org/news/whats-your-homes-walk-score-and-what-does-that-mean/)';
const southLoop = (query: string, published: number): PublishedWalkScore => ({
  place: query,
  published,
  year: 'undated (after 2011)',
  source: SOUTH_LOOP,
  area: { kind: 'address', query: `${query}, Chicago, IL` },
  role: 'check',
});

export const PUBLISHED_WALK_SCORES: readonly PublishedWalkScore[] = [
  {
    place: 'Chicago (city average)',
    published: 75,
    year: '2015',
    source: INMAN_2015,
    area: { kind: 'city' },
    role: 'calibration',
  },
  {
    place: 'ZIP 60614',
    published: 83,
    year: '2013',
    source: 'Bike Walk Lincoln Park, "Using Walk Score\'s travel time maps", 2013-12-08 (bikewalklincolnpark.com)',
    area: { kind: 'community-area', name: 'Lincoln Park' },
    role: 'check',
    note: 'Lincoln Park community area, which ZIP 60614 nearly coincides with',
  },
  {
    place: 'West Loop',
    published: 96,
    year: '2015',
    source: INMAN_2015,
    area: { kind: 'box', south: 41.875, west: -87.668, north: 41.892, east: -87.637 },
    role: 'check',
    note: 'Congress Pkwy to Kinzie St, Ashland Ave to the river',
  },
  {
    place: 'Near North Side',
    published: 96,
    year: '2015',
    source: INMAN_2015,
    area: { kind: 'community-area', name: 'Near North Side' },
    role: 'check',
  },
  {
    place: 'Edgewater',
    published: 88,
    year: '2014',
    source: 'EdgeGlen Daily, "Edgewater & Edgewater Glen\'s Walk Score maps", 2014-12-09 (edgeglendaily.com)',
    area: { kind: 'community-area', name: 'Edgewater' },
    role: 'check',
    note: "Edgewater community area (Walk Score's Edgewater leaves out Andersonville and Edgewater Glen, 89)",
  },
  {
    place: 'Edison Park',
    published: 65,
    year: '2014',
    source: 'klamiot, "chicago has a walk score", 2014-09-13 (klamiot.wordpress.com)',
    area: { kind: 'community-area', name: 'Edison Park' },
    role: 'check',
  },
  southLoop('1327 S Wabash Ave', 98),
  southLoop('1528 S Wabash Ave', 94),
  southLoop('910 S Michigan Ave', 94),
  southLoop('1515 S State St', 97),
  southLoop('1143 S Plymouth Ct', 97),
  southLoop('800 S Clark St', 100),
  southLoop('1700 S Clark St', 88),
  southLoop('1900 S Clark St', 80),
  southLoop('600 W 18th St', 75),
  southLoop('1631 S Michigan Ave', 98),
  southLoop('1919 S Michigan Ave', 86),
  southLoop('1620 S Prairie Ave', 95),
  southLoop('2046 S Michigan Ave', 82),
  southLoop('212 E Cullerton St', 83),
  southLoop('2345 S Michigan Ave', 75),
];
