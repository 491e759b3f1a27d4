import type { ReportSite } from '../report-input.js';

/**
 * How the comparison pages name sites: the engine labels them by their analysis label, the report by "Site N" (the
 * number on the cover, the map and the site pages) so a label follows its site through every table.
 */
export function comparisonLabels(sites: readonly ReportSite[]) {
  const byLabel = new Map(sites.map((s, i) => [s.analysis.site.label, { address: s.address, number: i + 1 }]));
  // One pass, longest label first: a label inside another ("60614" in "… IL 60614") must not be replaced in it.
  const labels = [...byLabel.keys()].filter(Boolean).sort((x, y) => y.length - x.length);
  const pattern =
    labels.length > 0 ? new RegExp(labels.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g') : null;
  return {
    /** "Site 2: 41.8825, -87.6500", or "no site". */
    name: (label: string | null) => {
      if (label === null) return 'no site';
      const s = byLabel.get(label);
      return s ? `Site ${s.number}: ${s.address}` : label;
    },
    /** Every label in an engine sentence replaced by "Site N". */
    short: (text: string) =>
      pattern ? text.replace(pattern, (label) => `Site ${byLabel.get(label)?.number ?? '?'}`) : text,
  };
}
