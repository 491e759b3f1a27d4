/** Plain-text mail body: one "Label: value" line per filled field, the free text last. */
export function teamMailText(heading: string, fields: [label: string, value: string | undefined][], body?: string) {
  const lines = fields.filter(([, value]) => value !== undefined && value !== '').map(([l, v]) => `${l}: ${v}`);
  return [heading, '', ...lines, ...(body ? ['', body] : [])].join('\n');
}

/** Trims every string field; an optional field left blank becomes undefined. */
export function trimFields<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value !== 'string') out[key] = value;
    else if (value.trim() !== '') out[key] = value.trim();
  }
  return out as T;
}
