import type { PackManifest } from '../model/manifest.js';

/** Human-readable manifest: sources, vintages, row counts, unmapped categories, duplicates. */
export function formatManifest(manifest: PackManifest, dir: string, bytes: number, milliseconds: number): string {
  const lines: string[] = [];
  lines.push(`SiteScout data pack v${manifest.formatVersion} → ${dir}`);
  lines.push(`content hash ${manifest.contentHash}`);
  lines.push(`size ${(bytes / 1e6).toFixed(1)} MB, built in ${(milliseconds / 1000).toFixed(1)} s`);
  lines.push('', 'Tables:');
  for (const [name, rows] of Object.entries(manifest.tables))
    lines.push(`  ${name.padEnd(18)} ${rows.toLocaleString('en-US')}`);
  lines.push('', 'Datasets (id · source · vintage · rows read → kept · licence):');
  for (const d of manifest.datasets) {
    lines.push(
      `  ${d.id} · ${d.source} · ${d.vintage} · ${d.rowsRead.toLocaleString('en-US')} → ${d.rowsKept.toLocaleString('en-US')} · ${d.licence}`,
    );
    for (const w of d.warnings) lines.push(`      ! ${w}`);
  }
  const unmapped = Object.entries(manifest.unmappedCategories);
  const total = unmapped.reduce((s, [, n]) => s + n, 0);
  lines.push(
    '',
    `Unmapped source categories: ${total.toLocaleString('en-US')} places in ${unmapped.length} categories (top 25):`,
  );
  for (const [label, n] of unmapped.slice(0, 25)) lines.push(`  ${String(n).padStart(6)}  ${label}`);
  lines.push('', `Duplicates removed: ${manifest.duplicatesRemoved.places.toLocaleString('en-US')}`);
  for (const [id, n] of Object.entries(manifest.duplicatesRemoved.byDataset))
    lines.push(`  ${String(n).padStart(6)}  ${id}`);
  if (manifest.warnings.length > 0) {
    lines.push('', 'Warnings:');
    for (const w of manifest.warnings) lines.push(`  ! ${w}`);
  }
  return lines.join('\n');
}
