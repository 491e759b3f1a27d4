import { EngineInputError } from '../errors/engine-input-error.js';
import { CARE_AND_FAMILY } from './care-and-family.js';
import { FOOD_AND_DRINK } from './food-and-drink.js';
import { HOME_SERVICES } from './home-services.js';
import { RETAIL_AND_PERSONAL_CARE } from './retail-and-personal-care.js';
import type { BusinessType } from './types.js';

/** Every business type the engine can analyse, in display order. */
export const BUSINESS_TYPES: readonly BusinessType[] = [
  ...FOOD_AND_DRINK,
  ...RETAIL_AND_PERSONAL_CARE,
  ...CARE_AND_FAMILY,
  ...HOME_SERVICES,
];

const BY_ID = new Map(BUSINESS_TYPES.map((t) => [t.id, t]));

/**
 * The business type with this id, or an `EngineInputError` naming `field` that lists the valid ids.
 *
 * @example getBusinessType('coffee-shop').defaultRadiusMiles // 1
 */
export function getBusinessType(id: string, field = 'businessType'): BusinessType {
  const found = BY_ID.get(id as BusinessType['id']);
  if (!found) {
    throw new EngineInputError(
      field,
      `unknown business type "${id}"; choose one of: ${BUSINESS_TYPES.map((t) => t.id).join(', ')}`,
      'unknown_business_type',
    );
  }
  return found;
}
