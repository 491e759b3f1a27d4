import { customType } from 'drizzle-orm/pg-core';

/** Bytes (a PDF, a workbook) as PostgreSQL `bytea` (node-postgres gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
