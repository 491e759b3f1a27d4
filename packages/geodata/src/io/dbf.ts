/**
 * Reads a dBase III table (`.dbf`, as shipped beside shapefiles): every field as trimmed text, deleted
 * records skipped. `encoding` comes from the `.cpg` file (the Census packages use ISO-8859-1).
 *
 * @example readDbf(readFileSync('il_t_2020_bound.dbf'))[0].GEOID20 // '17199020201'
 */
export function readDbf(bytes: Uint8Array, encoding = 'latin1'): Array<Record<string, string>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const records = view.getUint32(4, true);
  const headerLength = view.getUint16(8, true);
  const recordLength = view.getUint16(10, true);
  const decoder = new TextDecoder(encoding);
  const fields: Array<{ name: string; offset: number; length: number }> = [];
  let offset = 1; // byte 0 of each record is the deletion flag
  for (let at = 32; at + 32 <= headerLength && bytes[at] !== 0x0d; at += 32) {
    const raw = bytes.subarray(at, at + 11);
    const end = raw.indexOf(0);
    const name = decoder.decode(end >= 0 ? raw.subarray(0, end) : raw).trim();
    const length = bytes[at + 16] ?? 0;
    fields.push({ name, offset, length });
    offset += length;
  }
  const rows: Array<Record<string, string>> = [];
  for (let r = 0; r < records; r += 1) {
    const start = headerLength + r * recordLength;
    if (start + recordLength > bytes.length) break;
    if (bytes[start] === 0x2a) continue; // '*' = deleted
    const row: Record<string, string> = {};
    for (const f of fields)
      row[f.name] = decoder.decode(bytes.subarray(start + f.offset, start + f.offset + f.length)).trim();
    rows.push(row);
  }
  return rows;
}
