/**
 * SiteScout place categories: the engine's business types plus the Walk Score amenity classes.
 * Ids are kebab-case and shared with the engine's taxonomy (business type id = category id).
 */
export const BUSINESS_CATEGORIES = [
  'coffee-shop',
  'restaurant',
  'fast-food',
  'bakery',
  'bar',
  'grocery',
  'convenience-store',
  'clothing-store',
  'beauty-salon',
  'barber',
  'nail-salon',
  'spa',
  'fitness',
  'dental',
  'medical-clinic',
  'pet-services',
  'daycare',
  'laundromat',
  'hvac',
  'plumbing',
  'electrician',
  'lawn-care',
  'pest-control',
  'cleaning-service',
  'auto-repair',
] as const;

/** Amenity classes used by walkability scoring and context (not business types). */
export const AMENITY_CATEGORIES = [
  'shopping',
  'bank',
  'park',
  'school',
  'library',
  'bookstore',
  'entertainment',
  'pharmacy',
  'hospital',
  'place-of-worship',
  'shelter',
] as const;

export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];
export type AmenityCategory = (typeof AMENITY_CATEGORIES)[number];
export type PlaceCategory = BusinessCategory | AmenityCategory;

export const PLACE_CATEGORIES: readonly PlaceCategory[] = [...BUSINESS_CATEGORIES, ...AMENITY_CATEGORIES];

/** True when `value` is a known SiteScout category id. */
export function isPlaceCategory(value: string): value is PlaceCategory {
  return (PLACE_CATEGORIES as readonly string[]).includes(value);
}
