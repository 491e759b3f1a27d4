import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Providers that deliver `e.r.i.n@` to `erin@` (and `googlemail.com` is `gmail.com`). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The person behind an e-mail address, for "one per person" rules: lower-cased, the `+tag` dropped
 * (`erin+1@` is `erin@`), quotes around the local part dropped (`"erin"@` is `erin@`), the domain's closing dot
 * dropped (`example.com.` is `example.com`, the same host in DNS), and for Gmail the dots too. Never used to send
 * mail: only to compare.
 */
export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).replace(/"/g, '').split('+')[0] ?? '';
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  if (DOTS_IGNORED.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** {@link emailIdentity} of a stored (lower-case) address column, in SQL, for the same comparison in a query. */
export function emailIdentitySql(column: AnyPgColumn): SQL<string> {
  const local = sql`split_part(replace(split_part(${column}, '@', 1), '"', ''), '+', 1)`;
  const domain = sql`rtrim(split_part(${column}, '@', 2), '.')`;
  return sql<string>`case when ${domain} in ('gmail.com', 'googlemail.com')
    then replace(${local}, '.', '') || '@gmail.com'
    else ${local} || '@' || ${domain} end`;
}
