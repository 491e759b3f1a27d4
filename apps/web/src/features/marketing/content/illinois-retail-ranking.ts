/** Editorial ranking of Illinois cities for retail; figures come from each city's county in illinois-figures.json. */
export interface RankedPlace {
  place: string;
  /** County name without "County", as in illinois-figures.json. */
  county: string;
  summary: string;
  strengths: string[];
  weaknesses: string[];
  bestFor: string[];
}

export const retailRanking: RankedPlace[] = [
  {
    place: 'Naperville',
    county: 'DuPage',
    summary: 'An affluent western suburb with a walkable downtown along the DuPage River.',
    strengths: [
      'Highest per-capita income of the counties on this list',
      'Busy downtown and Riverwalk foot traffic',
      'Strong family households',
    ],
    weaknesses: ['High rents in the downtown core', 'Established national chains in the main corridors'],
    bestFor: ['Boutiques', 'Specialty food', 'Children’s retail'],
  },
  {
    place: 'Chicago',
    county: 'Cook',
    summary: 'The largest market in the Midwest, with dense neighbourhoods and year-round visitors.',
    strengths: [
      'By far the largest customer base in the state',
      'Transit-rich neighbourhood retail streets',
      'Tourism on and around the Magnificent Mile',
    ],
    weaknesses: ['The most retail competition in Illinois', 'Rents and taxes vary sharply by neighbourhood'],
    bestFor: ['Neighbourhood concept stores', 'Food and beverage', 'Experiential retail'],
  },
  {
    place: 'Gurnee',
    county: 'Lake',
    summary: 'A regional shopping destination between Chicago and Milwaukee.',
    strengths: [
      'Regional draw of Gurnee Mills and Six Flags Great America',
      'High-income Lake County households',
      'I-94 access',
    ],
    weaknesses: ['Seasonal swings in visitor traffic', 'Mall-anchored competition'],
    bestFor: ['Outlet and value retail', 'Family entertainment', 'Dining near attractions'],
  },
  {
    place: 'Aurora',
    county: 'Kane',
    summary: 'Illinois’s second-largest city, diverse and still growing on its western edge.',
    strengths: [
      'Large, diverse customer base',
      'New housing on the far east and west sides',
      'Metra access to Chicago',
    ],
    weaknesses: ['Uneven income between neighbourhoods', 'Downtown retail still rebuilding'],
    bestFor: ['Grocery and specialty food', 'Everyday services', 'Family retail'],
  },
  {
    place: 'Joliet',
    county: 'Will',
    summary: 'The seat of one of the region’s growth counties, at the crossing of I-80 and I-55.',
    strengths: [
      'The most residents per retail store of the counties on this list',
      'Logistics and warehouse employment',
      'Highway visibility',
    ],
    weaknesses: ['Car-oriented corridors with little foot traffic', 'Competition from big-box centres'],
    bestFor: ['Auto-oriented retail', 'Home improvement', 'Quick-service food'],
  },
  {
    place: 'Champaign',
    county: 'Champaign',
    summary: 'Home of the University of Illinois, with a steady student and staff population.',
    strengths: [
      'Large student market near campus',
      'Stable university and hospital employment',
      'Walkable Campustown and downtown',
    ],
    weaknesses: ['Summer slowdown when students leave', 'Lower per-capita income, typical of student towns'],
    bestFor: ['Cafés and quick food', 'Apparel and tech accessories', 'Books and gifts'],
  },
  {
    place: 'Bloomington-Normal',
    county: 'McLean',
    summary: 'Twin cities with Illinois State University and a large insurance employer base.',
    strengths: [
      'Stable white-collar employment',
      'University customers in Normal',
      'A compact market that is easy to cover',
    ],
    weaknesses: ['Smaller total market', 'Reliance on a few large employers'],
    bestFor: ['Specialty retail', 'Home goods', 'Fitness and wellness'],
  },
  {
    place: 'Springfield',
    county: 'Sangamon',
    summary: 'The state capital, with government employment and Lincoln heritage tourism.',
    strengths: ['Steady government payrolls', 'Visitors to Lincoln sites downtown', 'Moderate rents'],
    weaknesses: ['Slow population growth', 'Downtown activity drops outside business hours'],
    bestFor: ['Souvenir and gift shops', 'Lunch-trade food', 'Services for state workers'],
  },
  {
    place: 'Peoria',
    county: 'Peoria',
    summary: 'A river city with a major health-care sector and a revived riverfront.',
    strengths: [
      'Large hospital and medical employment',
      'Riverfront and Warehouse District redevelopment',
      'Low occupancy costs',
    ],
    weaknesses: ['Loss of the Caterpillar headquarters to Texas', 'Population decline in parts of the city'],
    bestFor: ['Health and wellness retail', 'Neighbourhood food', 'Value retail'],
  },
  {
    place: 'Rockford',
    county: 'Winnebago',
    summary: 'Northern Illinois’s largest city outside the Chicago area, with low costs.',
    strengths: [
      'Low rents and available space',
      'Regional draw from southern Wisconsin',
      'Manufacturing and aerospace employment',
    ],
    weaknesses: ['Lowest per-capita income of the counties on this list', 'Higher commercial vacancy'],
    bestFor: ['Value and discount retail', 'Start-up concepts testing the market', 'Home and hardware'],
  },
];
