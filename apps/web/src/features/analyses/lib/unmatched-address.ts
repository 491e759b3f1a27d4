import type { SiteDraft } from '../components/site-address-field';

/**
 * Why an address cannot be run yet, in words: the lookup's own answer when it found nothing (no match is coming), or
 * that the lookup is still under way.
 */
export function unmatchedAddressMessage(draft: SiteDraft, fieldName: string): string {
  if (draft.lookupError) return `${fieldName}: ${draft.lookupError.replace(/^Address: /, '')}`;
  return `${fieldName}: still looking this address up — press Run again in a moment, or correct the address.`;
}
