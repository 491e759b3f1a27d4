import type { BusinessCategory } from '@sitescout/geodata';

/** Customer groups a user can ask to be near, and that business types declare as their market. */
export const CUSTOMER_SEGMENTS = ['families', 'young-professionals', 'seniors', 'homeowners', 'high-income'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

/** The Walk Score amenity classes (published Walk Score method). */
export const WALK_CATEGORIES = [
  'grocery',
  'restaurants',
  'shopping',
  'coffee',
  'banks',
  'parks',
  'schools',
  'books',
  'entertainment',
] as const;
export type WalkCategory = (typeof WALK_CATEGORIES)[number];

/** One OpenStreetMap tag that identifies a competitor; all entries of `also` must match too. */
export interface OsmTagMatch {
  key: string;
  value: string;
  also?: Record<string, string>;
}

/** How a competitor is recognised in each data source the product reads. */
export interface CompetitorRecognition {
  /** OpenStreetMap tags (amenity/shop/craft/leisure/healthcare…). */
  osm: OsmTagMatch[];
  /** Google Places types (legacy and Places API (New) names). */
  google: string[];
  /** Yelp category titles as they appear in the Yelp Open Dataset `categories` field. */
  yelp: string[];
  /** 6-digit NAICS codes (2017 and 2022 editions where they differ), used with Business Patterns counts. */
  naics: string[];
  /** Chain brand names; a competitor whose name matches one is a chain, otherwise independent. */
  brands: string[];
  /** Lower-case words that identify the type in a business name when a source gives no usable category. */
  nameKeywords: string[];
  /** Caveat on the NAICS codes, shown with business-pattern counts (e.g. a code shared with another type). */
  naicsNote?: string;
}

/**
 * Spec §9 thresholds for a service trade (industry pages of the product spec). Shares are 0–1,
 * money in US dollars, growth in percent per year, density in businesses per 10,000 households.
 */
export interface IndustryBenchmarks {
  homeownershipMin: number;
  builtBefore?: number;
  incomeMin: number;
  homeValueMin?: number;
  growthMinPctPerYear?: number;
  exampleDensityPer10kHouseholds: number;
  notes: string[];
}

/** Where the household spending that feeds a business type comes from (a BLS Consumer Expenditure item). */
export interface SpendingCategory {
  /** The `item` of the BLS CE row in benchmarks/published-figures.csv, e.g. "Food away from home". */
  blsItem: string;
  /** Share of that item this business type captures — a SiteScout assumption, stated in the output. */
  typeShare: number;
  typeShareReason: string;
  /** Typical spend per customer visit, for customers per day — an assumption, stated in the output. */
  ticketPerVisit: number;
}

/** Demand model for a service-area trade: owner-occupied homes × visits per year × average ticket. */
export interface ServiceEconomics {
  /** Paid visits per owner-occupied home per year — a SiteScout assumption, stated in the output. */
  visitsPerHomePerYear: number;
  visitsReason: string;
  /** Words to find the average-ticket rows in benchmarks/published-figures.csv (`item` contains all). */
  ticketItemKeywords: string[];
}

/** Sub-score weights of the site score; they sum to 1. */
export interface ScoreWeights {
  demand: number;
  competition: number;
  access: number;
  cost: number;
  fit: number;
}

/**
 * How sentences name a business type. The label is a menu entry ("HVAC (heating and cooling)", "Plumbing"), often
 * a trade name that takes no article; these are countable nouns, so a template can write "strong for an HVAC
 * business" or "the average plumbing business in Peoria County" for every type.
 */
export interface TypeNoun {
  /** The article `one` takes, by its sound: "an" for "an HVAC business", "an auto repair shop". */
  article: 'a' | 'an';
  /** One business, lower case except for acronyms, without its article: "coffee shop", "plumbing business". */
  one: string;
  /** Several of them: "coffee shops", "plumbing businesses". */
  many: string;
}

/** Everything the engine knows about one business type. */
export interface BusinessType {
  /** Shared with the geodata place categories, so importers and engine agree. */
  id: BusinessCategory;
  /** The name in menus and headings ("HVAC (heating and cooling)"); sentences use `noun`. */
  label: string;
  noun: TypeNoun;
  /** Storefront: customers come to the site. Service area: the business drives to customers. */
  kind: 'storefront' | 'service-area';
  defaultRadiusMiles: number;
  /** Service-area trades: the drive time the radius stands for. */
  driveTimeMinutes?: number;
  recognition: CompetitorRecognition;
  targetCustomers: CustomerSegment[];
  spending?: SpendingCategory;
  service?: ServiceEconomics;
  benchmarks?: IndustryBenchmarks;
  /** Huff distance-decay exponent: higher for convenience trips, lower for destinations. */
  huffBeta: number;
  weights: ScoreWeights;
  /** Zone families where this business is normally allowed (Chicago zoning families). */
  allowedZoneFamilies: string[];
}
