import type { BusinessCategory } from '../model/categories.js';

/**
 * 6-digit NAICS codes (2017 and 2022 editions where they differ) of each business category, as the
 * Census Business Patterns count them. Shared by the pack build (completeness) and the engine's taxonomy.
 * Full-service restaurants (722511), limited-service (722513), bars (722410) and coffee/snack bars
 * (722515) are separate types.
 */
export const CATEGORY_NAICS: Readonly<Record<BusinessCategory, readonly string[]>> = {
  'coffee-shop': ['722515'],
  restaurant: ['722511'],
  'fast-food': ['722513'],
  bakery: ['311811', '445291'],
  bar: ['722410'],
  grocery: ['445110'],
  'convenience-store': ['445120', '445131'],
  'clothing-store': ['448110', '448120', '448140', '448150', '448190', '458110'],
  'beauty-salon': ['812112'],
  barber: ['812111'],
  'nail-salon': ['812113'],
  spa: ['812199'],
  fitness: ['713940'],
  dental: ['621210'],
  'medical-clinic': ['621111', '621493'],
  'pet-services': ['812910', '541940'],
  daycare: ['624410'],
  laundromat: ['812310', '812320'],
  hvac: ['238220'],
  plumbing: ['238220'],
  electrician: ['238210'],
  'lawn-care': ['561730'],
  'pest-control': ['561710'],
  'cleaning-service': ['561720', '561740'],
  'auto-repair': ['811111', '811112', '811113', '811114', '811118', '811121'],
};
