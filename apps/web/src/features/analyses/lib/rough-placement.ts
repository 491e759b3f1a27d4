import { metresAsMilesText } from '@sitescout/shared';
import type { SiteDraft } from '../types';

const WHERE: Record<string, string> = { zip: 'the centre of its ZIP code area', city: 'the centre of its town' };

/** A match placed only at a ZIP code area's or a town's centre, with no pin moved onto the site yet. */
export interface RoughPlacement {
  /** "the centre of its town". */
  where: string;
  /** "±4.4 mi", or null when the geocoder states no uncertainty. */
  uncertainty: string | null;
}

/** The draft's rough placement, or null when its point is street-level or the user has placed the pin. */
export function roughPlacement(draft: SiteDraft): RoughPlacement | null {
  const where = draft.match ? WHERE[draft.match.precision] : undefined;
  if (!draft.match || !where || draft.pin) return null;
  const metres = draft.match.uncertaintyMetres;
  return { where, uncertainty: metres ? `±${metresAsMilesText(metres)}` : null };
}

/**
 * Why the form will not run yet for a roughly placed site: nothing is spent on a point that may be miles from the
 * site until the user places the pin or says the centre will do.
 */
export function roughPlacementMessage(draft: SiteDraft, fieldName: string): string | null {
  const rough = roughPlacement(draft);
  if (!rough || draft.centreAccepted) return null;
  const off = rough.uncertainty ? ` (it may be ${rough.uncertainty} from the site)` : '';
  return `${fieldName}: placed only at ${rough.where}${off}. Drag the pin onto the site, or tick “Run at this centre anyway”.`;
}
