import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/app-error.js';
import { uploadCounter } from './upload-counter.js';

/** Sends `body` through the counter in 16 KB chunks; how many bytes got through, and the error that stopped it. */
async function send(body: string): Promise<{ through: number; error?: AppError }> {
  const bytes = Buffer.from(body);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 16_384) }, (_, i) =>
    bytes.subarray(i * 16_384, (i + 1) * 16_384),
  );
  let through = 0;
  try {
    await pipeline(Readable.from(chunks), uploadCounter(), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) through += chunk.length;
    });
    return { through };
  } catch (error) {
    return { through, error: error as AppError };
  }
}

describe('uploadCounter', () => {
  it('lets a real upload through whole: quoted separators, escaped quotes, a column mapping, pasted addresses', async () => {
    const csv = `Name,Address\n${Array.from({ length: 1_000 }, (_, i) => `"Shop ${i}, ""A""","${i} N State St, Chicago"`).join('\n')}`;
    const body = JSON.stringify({ businessType: 'coffee-shop', csv, columns: { name: 'Name', address: 'Address' } });
    expect(await send(body)).toEqual({ through: Buffer.byteLength(body) });
    const pasted = JSON.stringify({ businessType: 'coffee-shop', addresses: Array(1_000).fill('2400 N Clark St') });
    expect((await send(pasted)).error).toBeUndefined();
  });

  it('stops a hostile upload early, naming the field: empty cells, a huge header, too many pasted lines', async () => {
    const blanks = await send(JSON.stringify({ csv: `Address\n${',,,,,,,,\n'.repeat(190_000)}` }));
    expect(blanks.error).toMatchObject({ code: 'too_many_blank_lines', field: 'csv' });
    expect(blanks.through).toBeLessThan(64 * 1024);
    const wide = await send(JSON.stringify({ csv: `${'a,'.repeat(950_000)}a\n1\n` }));
    expect(wide.error).toMatchObject({ code: 'too_many_columns', field: 'csv' });
    expect(wide.through).toBeLessThan(64 * 1024);
    const pasted = await send(JSON.stringify({ addresses: Array(50_000).fill('1 Main St') }));
    expect(pasted.error).toMatchObject({ code: 'too_many_rows', field: 'addresses' });
    expect(pasted.error?.message).toMatch(/^Addresses: more than 1,000 rows/);
  });
});
