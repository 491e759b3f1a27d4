import { CATEGORY_NAICS } from '@sitescout/geodata';
import { TYPE_NOUNS } from './type-nouns.js';
import type { BusinessType } from './types.js';
import { CARE_WEIGHTS, DESTINATION_WEIGHTS, SERVICE_ZONES, STOREFRONT_ZONES } from './weights.js';

const STOREFRONT = { kind: 'storefront', defaultRadiusMiles: 1, allowedZoneFamilies: STOREFRONT_ZONES } as const;

/**
 * Healthcare, childcare and auto repair have no household-spending row in the loaded benchmarks
 * (BLS CE healthcare, education and transportation are not in published-figures.csv), so they carry
 * no `spending` and the forecast says why instead of guessing.
 */
export const CARE_AND_FAMILY: BusinessType[] = [
  {
    id: 'dental',
    label: 'Dental office',
    noun: TYPE_NOUNS.dental,
    ...STOREFRONT,
    recognition: {
      osm: [
        { key: 'amenity', value: 'dentist' },
        { key: 'healthcare', value: 'dentist' },
      ],
      google: ['dentist', 'dental_clinic'],
      yelp: ['Dentists', 'General Dentistry', 'Cosmetic Dentists', 'Orthodontists', 'Pediatric Dentists'],
      naics: [...CATEGORY_NAICS.dental],
      brands: [
        'Aspen Dental',
        'Western Dental',
        'Dental Dreams',
        'Bright Now! Dental',
        'Heartland Dental',
        'Smile Brands',
        'Midwest Dental',
      ],
      nameKeywords: ['dental', 'dentist', 'orthodont', 'smile'],
    },
    targetCustomers: ['families', 'homeowners', 'high-income'],
    huffBeta: 1.5,
    weights: CARE_WEIGHTS,
  },
  {
    id: 'medical-clinic',
    label: 'Medical clinic',
    noun: TYPE_NOUNS['medical-clinic'],
    ...STOREFRONT,
    recognition: {
      osm: [
        { key: 'amenity', value: 'clinic' },
        { key: 'amenity', value: 'doctors' },
        { key: 'healthcare', value: 'clinic' },
        { key: 'healthcare', value: 'doctor' },
      ],
      google: ['doctor', 'medical_clinic', 'health'],
      yelp: ['Medical Centers', 'Doctors', 'Urgent Care', 'Family Practice', 'Internal Medicine'],
      naics: [...CATEGORY_NAICS['medical-clinic']],
      brands: [
        'MinuteClinic',
        'Concentra',
        'Physicians Immediate Care',
        'Northwestern Medicine Immediate Care',
        'Advocate Medical Group',
        'Walgreens Healthcare Clinic',
        'AFC Urgent Care',
      ],
      nameKeywords: ['clinic', 'medical', 'health center', 'urgent care', 'physicians'],
    },
    targetCustomers: ['families', 'seniors'],
    huffBeta: 1.5,
    weights: CARE_WEIGHTS,
  },
  {
    id: 'pet-services',
    label: 'Pet services (grooming, boarding, veterinary)',
    noun: TYPE_NOUNS['pet-services'],
    ...STOREFRONT,
    recognition: {
      osm: [
        { key: 'shop', value: 'pet_grooming' },
        { key: 'amenity', value: 'veterinary' },
        { key: 'amenity', value: 'animal_boarding' },
        { key: 'shop', value: 'pet' },
      ],
      google: ['veterinary_care', 'pet_store', 'pet_care'],
      yelp: [
        'Pet Groomers',
        'Pet Sitting',
        'Pet Services',
        'Veterinarians',
        'Pet Boarding',
        'Dog Walkers',
        'Pet Training',
      ],
      naics: [...CATEGORY_NAICS['pet-services']],
      brands: ['PetSmart', 'Petco', 'Banfield Pet Hospital', 'VCA', 'Dogtopia', 'Camp Bow Wow', 'Woof Gang Bakery'],
      nameKeywords: ['pet', 'dog', 'grooming', 'veterinary', 'animal hospital', 'kennel'],
    },
    targetCustomers: ['homeowners', 'young-professionals'],
    spending: {
      blsItem: 'Entertainment',
      typeShare: 0.05,
      typeShareReason:
        'pet services take about 5% of household entertainment spending (BLS CE counts pets under entertainment; assumption)',
      ticketPerVisit: 60,
    },
    huffBeta: 1.5,
    weights: DESTINATION_WEIGHTS,
  },
  {
    id: 'daycare',
    label: 'Daycare or child care',
    noun: TYPE_NOUNS.daycare,
    ...STOREFRONT,
    recognition: {
      osm: [
        { key: 'amenity', value: 'childcare' },
        { key: 'amenity', value: 'kindergarten' },
      ],
      google: ['child_care_agency', 'preschool'],
      yelp: ['Child Care & Day Care', 'Preschools'],
      naics: [...CATEGORY_NAICS.daycare],
      brands: [
        'KinderCare',
        'The Goddard School',
        'Bright Horizons',
        'Primrose School',
        'Kiddie Academy',
        'La Petite Academy',
        'Learning Care Group',
      ],
      nameKeywords: ['daycare', 'day care', 'child care', 'childcare', 'preschool', 'montessori', 'learning center'],
    },
    targetCustomers: ['families', 'young-professionals'],
    huffBeta: 1.8,
    weights: CARE_WEIGHTS,
  },
  {
    id: 'auto-repair',
    label: 'Auto repair',
    noun: TYPE_NOUNS['auto-repair'],
    kind: 'storefront',
    defaultRadiusMiles: 1,
    allowedZoneFamilies: SERVICE_ZONES,
    recognition: {
      osm: [
        { key: 'shop', value: 'car_repair' },
        { key: 'shop', value: 'tyres' },
        { key: 'amenity', value: 'car_repair' },
      ],
      google: ['car_repair'],
      yelp: ['Auto Repair', 'Oil Change Stations', 'Tires', 'Body Shops', 'Transmission Repair'],
      naics: [...CATEGORY_NAICS['auto-repair']],
      brands: [
        'Midas',
        'Meineke',
        'Firestone Complete Auto Care',
        'Jiffy Lube',
        'Pep Boys',
        'Goodyear Auto Service',
        'Valvoline Instant Oil Change',
        'Monro',
        'Mavis Tires',
        'NTB',
        'Take 5 Oil Change',
      ],
      nameKeywords: ['auto', 'automotive', 'tire', 'muffler', 'collision', 'transmission'],
    },
    targetCustomers: ['homeowners', 'families'],
    huffBeta: 1.5,
    weights: DESTINATION_WEIGHTS,
  },
];
