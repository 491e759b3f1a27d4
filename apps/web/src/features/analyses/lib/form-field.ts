/** `sites.1.address`, `sites[1]` or `sites.1` from the server → the key a form shows errors under. */
export function formFieldOf(field: string | undefined): string {
  if (!field) return 'form';
  const site = /^sites(?:\.|\[)(\d+)/.exec(field);
  if (site) return `sites.${site[1]}`;
  return field.split(/[.[]/)[0] ?? 'form';
}
