import type { SiteDraft } from '../types';
import { roughPlacementMessage } from './rough-placement';

/**
 * Why an address cannot be run yet, in words: the lookup's own answer when it found nothing (no match is coming), or
 * that the lookup is still under way.
 */
function unmatchedAddressMessage(draft: SiteDraft, fieldName: string): string {
  if (draft.lookupError) return `${fieldName}: ${draft.lookupError.replace(/^Address: /, '')}`;
  return `${fieldName}: still looking this address up — press Run again in a moment, or correct the address.`;
}

/**
 * What stops an address field from running, or null: empty, not matched yet, or placed only at a ZIP or town centre
 * that the user has neither pinned nor accepted (asked here, before any credit is spent).
 */
export function siteFieldError(draft: SiteDraft, fieldName: string): string | null {
  if (draft.text.trim() === '') return `${fieldName}: enter an address, ZIP, "City, ST" or "lat, lon".`;
  if (!draft.match || draft.matchedText !== draft.text.trim()) return unmatchedAddressMessage(draft, fieldName);
  return roughPlacementMessage(draft, fieldName);
}
