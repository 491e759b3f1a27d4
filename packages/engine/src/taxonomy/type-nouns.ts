import type { BusinessCategory } from '@sitescout/geodata';
import type { TypeNoun } from './types.js';

/**
 * How sentences name each business type (see `TypeNoun`). A module of its own, importing no data code, so the
 * browser's re-scoring (`@sitescout/engine/rescore`, whose comparison headline names the type) can read it.
 */
export const TYPE_NOUNS: Record<BusinessCategory, TypeNoun> = {
  'coffee-shop': { article: 'a', one: 'coffee shop', many: 'coffee shops' },
  restaurant: { article: 'a', one: 'full-service restaurant', many: 'full-service restaurants' },
  'fast-food': { article: 'a', one: 'fast-food restaurant', many: 'fast-food restaurants' },
  bakery: { article: 'a', one: 'bakery', many: 'bakeries' },
  bar: { article: 'a', one: 'bar or pub', many: 'bars and pubs' },
  grocery: { article: 'a', one: 'grocery store', many: 'grocery stores' },
  'convenience-store': { article: 'a', one: 'convenience store', many: 'convenience stores' },
  'clothing-store': { article: 'a', one: 'clothing or retail store', many: 'clothing and retail stores' },
  'beauty-salon': { article: 'a', one: 'beauty or hair salon', many: 'beauty and hair salons' },
  barber: { article: 'a', one: 'barber shop', many: 'barber shops' },
  'nail-salon': { article: 'a', one: 'nail salon', many: 'nail salons' },
  spa: { article: 'a', one: 'spa or massage business', many: 'spas and massage businesses' },
  fitness: { article: 'a', one: 'fitness studio or gym', many: 'fitness studios and gyms' },
  laundromat: { article: 'a', one: 'laundromat or dry cleaner', many: 'laundromats and dry cleaners' },
  dental: { article: 'a', one: 'dental office', many: 'dental offices' },
  'medical-clinic': { article: 'a', one: 'medical clinic', many: 'medical clinics' },
  'pet-services': { article: 'a', one: 'pet-care business', many: 'pet-care businesses' },
  daycare: { article: 'a', one: 'daycare centre', many: 'daycare centres' },
  'auto-repair': { article: 'an', one: 'auto repair shop', many: 'auto repair shops' },
  hvac: { article: 'an', one: 'HVAC business', many: 'HVAC businesses' },
  plumbing: { article: 'a', one: 'plumbing business', many: 'plumbing businesses' },
  electrician: { article: 'an', one: 'electrician', many: 'electricians' },
  'lawn-care': {
    article: 'a',
    one: 'lawn-care and landscaping business',
    many: 'lawn-care and landscaping businesses',
  },
  'pest-control': { article: 'a', one: 'pest-control business', many: 'pest-control businesses' },
  'cleaning-service': { article: 'a', one: 'cleaning service', many: 'cleaning services' },
};
