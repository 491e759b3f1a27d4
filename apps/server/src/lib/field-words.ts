/**
 * Error messages as people read them. The API names a bad field by its path (`sites.1.address`,
 * `priorities.footTraffic`) so clients can place the message; the message itself names the field in words
 * ("Site 2", "Foot traffic priority") and says what is wrong without validator jargon (no JSON paths, no
 * format names such as "uuid").
 */

/** Words for the keys a form or link can carry; anything else is split from camelCase. */
const KEY_WORDS: Record<string, string> = {
  businessType: 'Business type',
  radiusMiles: 'Radius',
  priorities: 'Priorities',
  footTraffic: 'Foot traffic priority',
  lowCompetition: 'Low competition priority',
  customerProximity: 'Customer proximity priority',
  customers: 'Customers',
  sites: 'Sites',
  email: 'E-mail',
  phone: 'Phone number',
  id: 'Link',
  token: 'Link',
  sessionId: 'Checkout link',
  packageId: 'Package',
  body: 'Request',
  querystring: 'Link',
  params: 'Link',
  headers: 'Request',
  csv: 'CSV file',
  addresses: 'Addresses',
  columns: 'Column mapping',
  q: 'Address',
};

/** The parts of one site, after "Site N". */
const SITE_PART_WORDS: Record<string, string> = {
  address: '',
  lat: ' latitude',
  lon: ' longitude',
  label: ' name',
};

function words(key: string): string {
  const known = KEY_WORDS[key];
  if (known) return known;
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** `sites.1.address` → "Site 2", `sites.0.lat` → "Site 1 latitude", `priorities.footTraffic` → "Foot traffic priority". */
export function fieldInWords(field: string): string {
  const all = field.split(/[.[\]/]+/).filter(Boolean);
  // `body/sites/1`: where the field sat in the request says nothing to a person.
  const parts =
    all.length > 1 && ['body', 'querystring', 'params', 'headers'].includes(all[0] ?? '') ? all.slice(1) : all;
  if (parts[0] === 'sites' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const part = parts[2];
    return `Site ${Number(parts[1]) + 1}${part === undefined ? '' : (SITE_PART_WORDS[part] ?? ` ${words(part).toLowerCase()}`)}`;
  }
  // The last named part says what it is (`priorities.customers.2` → "Customers").
  const named = parts.filter((p) => !/^\d+$/.test(p));
  return words(named[named.length - 1] ?? field);
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'is not a valid e-mail address (like name@example.com)',
  uuid: 'is incomplete or mistyped',
  uri: 'is not a valid web address',
  'date-time': 'is not a valid date and time',
  date: 'is not a valid date',
};

const COMPARISON_WORDS: Record<string, string> = {
  '>=': 'must be at least',
  '<=': 'must be at most',
  '>': 'must be more than',
  '<': 'must be less than',
};

const TYPE_WORDS: Record<string, string> = {
  integer: 'must be a whole number',
  number: 'must be a number',
  string: 'must be text',
  boolean: 'must be yes or no',
  array: 'must be a list',
  object: 'is missing or incomplete',
  null: 'must be empty',
};

/** A validator's detail ("must NOT have fewer than 1 characters") in plain words ("is required"). */
export function detailInWords(detail: string): string {
  let m = /^must match format "([^"]+)"$/.exec(detail);
  if (m) return FORMAT_WORDS[m[1] ?? ''] ?? 'is not in the expected form';
  m = /^must NOT have (fewer|more) than (\d+) (characters|items)$/.exec(detail);
  if (m) {
    const n = Number(m[2]);
    if (m[1] === 'fewer') {
      if (n === 1) return m[3] === 'items' ? 'needs at least one' : 'is required';
      return m[3] === 'items' ? `needs at least ${n}` : `needs at least ${n} characters`;
    }
    return m[3] === 'items' ? `takes at most ${n}` : `takes at most ${n} characters`;
  }
  if (/^must have required property /.test(detail)) return 'is required';
  m = /^must be (>=|<=|>|<) (\S+)$/.exec(detail);
  if (m) return `${COMPARISON_WORDS[m[1] ?? '']} ${m[2]}`;
  m = /^must be (\w+)(?:,\w+)*$/.exec(detail);
  if (m && TYPE_WORDS[m[1] ?? '']) return TYPE_WORDS[m[1] ?? ''] as string;
  if (/^must be equal to (one of the allowed values|constant)$/.test(detail)) return 'is not one of the choices';
  if (/^must match pattern /.test(detail)) return 'is not in the expected form';
  if (/^must match (a schema in anyOf|exactly one schema in oneOf)$/.test(detail)) return 'is not in a form we accept';
  if (/^must NOT have (additional|unevaluated) properties$/.test(detail)) return 'has a part we do not know';
  return detail;
}

/**
 * The message for a bad field: "Site 2: enter an address". A detail that is already a whole sentence (it starts
 * with a capital letter) stands alone unless it is about one site; a leading `field: ` the caller put in front of
 * it is dropped first.
 */
export function messageForField(field: string, message: string): string {
  const detail = message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  // A sentence about one site still says which ("Site 2: No match …"); about the request as a whole it stands alone.
  if (/^[A-Z]/.test(detail) && !/^sites[.[]\d/.test(field)) return detail;
  return `${fieldInWords(field)}: ${detailInWords(detail)}`;
}
