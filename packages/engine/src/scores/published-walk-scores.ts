/**
 * Walk Scores published by Walk Score Inc. for Chicago places, as quoted on dated public pages (Walk Score's
 * own pages are not stored offline). Most are from after its 2011 "Street Smart" method, which added the
 * pedestrian-friendliness penalties (SiteScout measures them but does not apply them). The community-area figures of Walk Score's 2009–2010
 * Chicago ranking (Loop 98, Lake View 93, … Lower West Side 85) and the 2008 Old Irving Park address used the
 * earlier method (no street-design penalty): they are kept, marked
 * `method: 'pre-2011'`, because they are the only published figures found for those areas. No published figure was
 * found for Clearing. Evergreen Park (66, 2012) and downtown Mount Prospect (80, 2008) were found too but lie
 * outside the loaded place and street data, so they cannot be checked.
 *
 * The product never reads this table: it is the reference of `npm run walkscore:accuracy` and its test only.
 * Places are split in two halves: the calibration's exponent is tuned on the `tune` half and checked on the
 * `check` half (alternate places by published score, so both halves span the range).
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
  /** The calibration's exponent is tuned on the `tune` half; the `check` half took no part in it. */
  role: 'tune' | 'check';
  /** Walk Score's method when the figure was published (the 2011 "Street Smart" method unless said). */
  method?: 'pre-2011';
  /** How the area stands in for the published geography, when it is an approximation. */
  note?: string;
}

const INMAN_2015 = 'Inman, "Walk Score calls Chicago sixth most walkable large city", 2015-12-01 (inman.com)';
const SOUTH_LOOP =
  'Greater South Loop Association, "What\'s your home\'s Walk Score?" (greatersouthloop.org/news/whats-your-homes-walk-score-and-what-does-that-mean/)';
const southLoop = (query: string, published: number, role: PublishedWalkScore['role']): PublishedWalkScore => ({
  place: query,
  published,
  year: 'undated (after 2011)',
  source: SOUTH_LOOP,
  area: { kind: 'address', query: `${query}, Chicago, IL` },
  role,
});
const RANKING_2010 =
  'Walk Score\'s Chicago neighbourhood ranking (2009–2010 method), as listed by Working Well Resources, "Top 20 Most Walkable Chicago Neighborhoods according to WalkScore", 2010-01-05 (workingwellresources.com/2010/01/05/)';
const ranking2010 = (name: string, published: number, role: PublishedWalkScore['role']): PublishedWalkScore => ({
  place: name,
  published,
  year: '2010',
  source: RANKING_2010,
  area: { kind: 'community-area', name },
  role,
  method: 'pre-2011',
});

export const PUBLISHED_WALK_SCORES: readonly PublishedWalkScore[] = [
  {
    place: 'Chicago (city average)',
    published: 75,
    year: '2015',
    source: INMAN_2015,
    area: { kind: 'city' },
    role: 'check',
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
    role: 'tune',
  },
  {
    place: 'Edgewater',
    published: 88,
    year: '2014',
    source: 'EdgeGlen Daily, "Edgewater & Edgewater Glen\'s Walk Score maps", 2014-12-09 (edgeglendaily.com)',
    area: { kind: 'community-area', name: 'Edgewater' },
    role: 'tune',
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
  southLoop('1327 S Wabash Ave', 98, 'tune'),
  southLoop('1528 S Wabash Ave', 94, 'check'),
  southLoop('910 S Michigan Ave', 94, 'tune'),
  southLoop('1515 S State St', 97, 'check'),
  southLoop('1143 S Plymouth Ct', 97, 'tune'),
  southLoop('800 S Clark St', 100, 'tune'),
  southLoop('1700 S Clark St', 88, 'check'),
  southLoop('1900 S Clark St', 80, 'tune'),
  southLoop('600 W 18th St', 75, 'tune'),
  southLoop('1631 S Michigan Ave', 98, 'check'),
  southLoop('1919 S Michigan Ave', 86, 'tune'),
  southLoop('1620 S Prairie Ave', 95, 'tune'),
  southLoop('2046 S Michigan Ave', 82, 'check'),
  southLoop('212 E Cullerton St', 83, 'tune'),
  southLoop('2345 S Michigan Ave', 75, 'check'),
  {
    place: 'Printers Row',
    published: 99,
    year: '2011',
    source:
      'NBC Chicago (Ward Room), "Chicago Named Fourth Most Walkable City", July 2011 (nbcchicago.com/blogs/ward-room/Chicago-Named-Fourth-Most-Walkable-City-147782565.html)',
    area: { kind: 'address', query: '600 S Dearborn St, Chicago, IL' },
    role: 'check',
    note: "scored at the neighbourhood's centre, 600 S Dearborn St (too small for whole tracts)",
  },
  {
    place: 'East Ukrainian Village',
    published: 96,
    year: '2015',
    source: INMAN_2015,
    area: { kind: 'address', query: '1000 N Wood St, Chicago, IL' },
    role: 'check',
    note: "scored at the neighbourhood's centre (Chicago Ave to Division St, Ashland to Damen Ave)",
  },
  {
    place: 'Edgewater Glen',
    published: 89,
    year: '2014',
    source: 'EdgeGlen Daily, "Edgewater & Edgewater Glen\'s Walk Score maps", 2014-12-09 (edgeglendaily.com)',
    area: { kind: 'address', query: '6100 N Glenwood Ave, Chicago, IL' },
    role: 'check',
    note: "scored at the neighbourhood's centre, between Clark St and Broadway",
  },
  {
    place: 'Old Irving Park',
    published: 72,
    year: '2008',
    source:
      'Daily Herald, "How walkable is your neighborhood?", 2008-09-13 (dailyherald.com/20080913/news/how-walkable-is-your-neighborhood)',
    area: { kind: 'address', query: '3900 N Kildare Ave, Chicago, IL' },
    role: 'tune',
    method: 'pre-2011',
    note: "one address in the neighbourhood, unnamed in the article: scored at the neighbourhood's centre",
  },
  ranking2010('Loop', 98, 'tune'),
  ranking2010('Lake View', 93, 'check'),
  ranking2010('Uptown', 92, 'tune'),
  ranking2010('Near South Side', 90, 'check'),
  ranking2010('Rogers Park', 90, 'tune'),
  ranking2010('West Town', 88, 'tune'),
  ranking2010('Hyde Park', 87, 'check'),
  ranking2010('Logan Square', 86, 'check'),
  ranking2010('Lincoln Square', 85, 'tune'),
  ranking2010('Bridgeport', 85, 'check'),
  ranking2010('Lower West Side', 85, 'tune'),
];
