import type { OfflineGeocoder } from '../geocode/offline-geocoder.js';
import { GeocodeError } from '../model/geocode.js';
import { readUsBusinessAddresses, type UsBusinessAddress } from '../samples/us-business-addresses.js';
import { type AccuracyOutcome, type AccuracySummary, metresBetween, summarise } from './accuracy-stats.js';

/** How the address is typed: with its ZIP, with town and state only, or "street, town" alone (Illinois rows). */
export type QueryForm = 'street-town-state-zip' | 'street-town-state' | 'street-town (IL)';

export const QUERY_FORMS: readonly QueryForm[] = ['street-town-state-zip', 'street-town-state', 'street-town (IL)'];

function queryOf(a: UsBusinessAddress, form: QueryForm): string | null {
  if (form === 'street-town-state-zip') return a.zip ? `${a.street}, ${a.city}, ${a.state} ${a.zip}` : null;
  if (form === 'street-town-state') return `${a.street}, ${a.city}, ${a.state}`;
  return a.state === 'IL' ? `${a.street}, ${a.city}` : null;
}

export interface OutsideChicagoOutcome extends AccuracyOutcome {
  address: UsBusinessAddress;
  query: string;
  label: string | null;
  /** The stated uncertainty as a multiple of the error's own area radius is not known here; the ratio error ÷ stated. */
}

/** Every address of the sample geocoded in one form (rows the form does not apply to are left out). */
export function geocodeOutsideChicago(
  geocoder: OfflineGeocoder,
  addresses: readonly UsBusinessAddress[],
  form: QueryForm,
): OutsideChicagoOutcome[] {
  const out: OutsideChicagoOutcome[] = [];
  for (const address of addresses) {
    const query = queryOf(address, form);
    if (!query) continue;
    try {
      const r = geocoder.geocodeSync(query);
      out.push({
        address,
        query,
        label: r.label,
        errorMetres: metresBetween(r, address.point),
        precision: r.precision,
        failure: null,
        uncertaintyMetres: r.uncertaintyMetres ?? null,
      });
    } catch (error) {
      if (!(error instanceof GeocodeError)) throw error;
      out.push({ address, query, label: null, errorMetres: null, precision: null, failure: error.message });
    }
  }
  return out;
}

/** The outside-Chicago rows of `geocode:accuracy`: per query form and half, the summary. */
export function outsideChicagoAccuracy(
  geocoder: OfflineGeocoder,
  geodataDir: string,
): Array<{
  form: QueryForm;
  half: UsBusinessAddress['half'];
  summary: AccuracySummary;
  outcomes: OutsideChicagoOutcome[];
}> {
  const addresses = readUsBusinessAddresses(geodataDir);
  return QUERY_FORMS.flatMap((form) => {
    const outcomes = geocodeOutsideChicago(geocoder, addresses, form);
    return (['tune', 'check'] as const).map((half) => {
      const list = outcomes.filter((o) => o.address.half === half);
      return { form, half, summary: summarise(list), outcomes: list };
    });
  });
}
