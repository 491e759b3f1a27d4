import { CATEGORY_NAICS } from '@sitescout/geodata';
import { TYPE_NOUNS } from './type-nouns.js';
import type { BusinessType } from './types.js';
import { SERVICE_WEIGHTS, SERVICE_ZONES } from './weights.js';

/** Service-area trades: the radius stands for a drive, and demand comes from homes, not passers-by. */
const SERVICE_AREA = {
  kind: 'service-area',
  defaultRadiusMiles: 15,
  driveTimeMinutes: 30,
  allowedZoneFamilies: SERVICE_ZONES,
  huffBeta: 1.5,
  weights: SERVICE_WEIGHTS,
} as const;

const SPEC = 'SiteScout guideline';

export const HOME_SERVICES: BusinessType[] = [
  {
    id: 'hvac',
    label: 'HVAC (heating and cooling)',
    noun: TYPE_NOUNS.hvac,
    ...SERVICE_AREA,
    recognition: {
      osm: [
        { key: 'craft', value: 'hvac' },
        { key: 'shop', value: 'hvac' },
      ],
      google: ['hvac_contractor', 'general_contractor'],
      yelp: ['Heating & Air Conditioning/HVAC'],
      naics: [...CATEGORY_NAICS.hvac],
      brands: [
        'One Hour Heating & Air Conditioning',
        'Aire Serv',
        'Service Experts',
        'ARS/Rescue Rooter',
        'Four Seasons Heating',
        'Carrier',
        'Lennox',
      ],
      nameKeywords: ['heating', 'cooling', 'hvac', 'air conditioning', 'furnace'],
    },
    targetCustomers: ['homeowners'],
    service: {
      visitsPerHomePerYear: 0.5,
      visitsReason:
        'about one paid HVAC call per owner-occupied home every two years (tune-ups and repairs; assumption)',
      ticketItemKeywords: ['hvac repair'],
    },
    benchmarks: {
      homeownershipMin: 0.6,
      builtBefore: 1990,
      incomeMin: 75000,
      homeValueMin: 300000,
      growthMinPctPerYear: 2,
      exampleDensityPer10kHouseholds: 5.2,
      notes: [`30–45 minute drive time (${SPEC})`],
    },
  },
  {
    id: 'plumbing',
    label: 'Plumbing',
    noun: TYPE_NOUNS.plumbing,
    ...SERVICE_AREA,
    recognition: {
      osm: [{ key: 'craft', value: 'plumber' }],
      google: ['plumber'],
      yelp: ['Plumbing', 'Water Heater Installation/Repair'],
      naics: [...CATEGORY_NAICS.plumbing],
      naicsNote:
        'NAICS 238220 counts plumbing and HVAC contractors together, so business-pattern counts overstate plumbing-only competition',
      brands: ['Roto-Rooter', 'Mr. Rooter', 'Benjamin Franklin Plumbing', 'Rescue Rooter', 'RotoRooter'],
      nameKeywords: ['plumbing', 'plumber', 'rooter', 'drain', 'sewer'],
    },
    targetCustomers: ['homeowners'],
    service: {
      visitsPerHomePerYear: 0.4,
      visitsReason: 'about two paid plumbing calls per owner-occupied home every five years (assumption)',
      ticketItemKeywords: ['plumb'],
    },
    benchmarks: {
      homeownershipMin: 0.65,
      builtBefore: 1985,
      incomeMin: 70000,
      homeValueMin: 250000,
      growthMinPctPerYear: 1.5,
      exampleDensityPer10kHouseholds: 4.8,
      notes: [`30-minute service windows (${SPEC})`],
    },
  },
  {
    id: 'electrician',
    label: 'Electrician',
    noun: TYPE_NOUNS.electrician,
    ...SERVICE_AREA,
    recognition: {
      osm: [{ key: 'craft', value: 'electrician' }],
      google: ['electrician'],
      yelp: ['Electricians', 'Lighting Fixtures & Equipment'],
      naics: [...CATEGORY_NAICS.electrician],
      brands: ['Mister Sparky', 'Mr. Electric'],
      nameKeywords: ['electric', 'electrical', 'electrician'],
    },
    targetCustomers: ['homeowners'],
    service: {
      visitsPerHomePerYear: 0.2,
      visitsReason: 'about one paid electrician call per owner-occupied home every five years (assumption)',
      ticketItemKeywords: ['electric'],
    },
  },
  {
    id: 'lawn-care',
    label: 'Lawn care and landscaping',
    noun: TYPE_NOUNS['lawn-care'],
    ...SERVICE_AREA,
    recognition: {
      osm: [
        { key: 'craft', value: 'gardener' },
        { key: 'shop', value: 'garden_centre' },
        { key: 'craft', value: 'landscaper' },
      ],
      google: ['landscaper', 'lawn_care'],
      yelp: ['Landscaping', 'Gardeners', 'Lawn Services', 'Tree Services'],
      naics: [...CATEGORY_NAICS['lawn-care']],
      brands: ['TruGreen', 'Weed Man', 'Lawn Doctor', 'The Grounds Guys', 'Davey Tree', 'BrightView'],
      nameKeywords: ['lawn', 'landscap', 'garden', 'turf', 'yard'],
    },
    targetCustomers: ['homeowners', 'high-income'],
    service: {
      visitsPerHomePerYear: 7,
      visitsReason:
        'about 28% of owner-occupied homes hire mowing, about 25 visits a season (≈ 7 paid visits per owner home per year; assumption)',
      ticketItemKeywords: ['lawn mowing'],
    },
    benchmarks: {
      homeownershipMin: 0.7,
      incomeMin: 80000,
      homeValueMin: 400000,
      exampleDensityPer10kHouseholds: 3.2,
      notes: [`lots over 0.5 acre, ages 35–65, 8–12 clients per square mile, 3–5 starting ZIP codes (${SPEC})`],
    },
  },
  {
    id: 'pest-control',
    label: 'Pest control',
    noun: TYPE_NOUNS['pest-control'],
    ...SERVICE_AREA,
    recognition: {
      osm: [
        { key: 'craft', value: 'pest_control' },
        { key: 'shop', value: 'pest_control' },
      ],
      google: ['pest_control'],
      yelp: ['Pest Control'],
      naics: [...CATEGORY_NAICS['pest-control']],
      brands: [
        'Terminix',
        'Orkin',
        'Rentokil',
        'Aptive Environmental',
        'Truly Nolen',
        'Ehrlich',
        'Smithereen',
        'Rose Pest Solutions',
      ],
      nameKeywords: ['pest', 'exterminat', 'termite', 'bug'],
    },
    targetCustomers: ['homeowners'],
    service: {
      visitsPerHomePerYear: 0.6,
      visitsReason:
        'about 15% of owner-occupied homes on a quarterly plan (≈ 0.6 paid visits per owner home per year; assumption)',
      ticketItemKeywords: ['pest control'],
    },
    benchmarks: {
      homeownershipMin: 0.65,
      builtBefore: 1980,
      incomeMin: 60000,
      exampleDensityPer10kHouseholds: 6.1,
      notes: [`15–25 mile routes, 8–12 stops a day (${SPEC})`],
    },
  },
  {
    id: 'cleaning-service',
    label: 'Cleaning service',
    noun: TYPE_NOUNS['cleaning-service'],
    ...SERVICE_AREA,
    recognition: {
      osm: [
        { key: 'craft', value: 'cleaning' },
        { key: 'office', value: 'cleaning' },
      ],
      google: ['house_cleaning_service', 'cleaning_service'],
      yelp: ['Home Cleaning', 'Office Cleaning', 'Carpet Cleaning', 'Window Washing'],
      naics: [...CATEGORY_NAICS['cleaning-service']],
      brands: [
        'Molly Maid',
        'Merry Maids',
        'The Maids',
        'MaidPro',
        'Two Maids',
        'Jan-Pro',
        'ServiceMaster Clean',
        'Coverall',
      ],
      nameKeywords: ['cleaning', 'maid', 'janitorial', 'clean'],
    },
    targetCustomers: ['homeowners', 'high-income', 'young-professionals'],
    service: {
      visitsPerHomePerYear: 2.5,
      visitsReason:
        'about 10% of owner-occupied homes use a cleaner about 25 times a year (≈ 2.5 paid visits per owner home per year; assumption)',
      ticketItemKeywords: ['cleaning'],
    },
  },
];
