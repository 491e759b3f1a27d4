import { modelErrorFor, WEAK_MODEL_ERROR_PCT, ZIP_SCALE_MAX_RADIUS_MILES } from '../capacity/capacity-section.js';
import type { BacktestMetrics, CapacityBacktestArtifact, CapacityModelArtifact } from '../capacity/model-artifact.js';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const fmt = (x: number | null, digits = 1, suffix = '') => (x === null ? '—' : `${x.toFixed(digits)}${suffix}`);

/** The fitted coefficients per type, as `model:fit` prints them. */
export function formatModelTable(model: CapacityModelArtifact): string {
  const names = model.features.map((f) => f.name);
  const rows = Object.entries(model.types).map(([id, t]) => [
    id,
    t.naics.join('+'),
    `${t.areas}`,
    `${t.censoredAreas}`,
    t.intercept.toFixed(3),
    ...names.map((n) => t.coefficients[n].toFixed(3)),
    t.converged ? `${t.iterations}` : `NO (${t.iterations})`,
  ]);
  return [
    `Capacity model ${model.version}`,
    model.method,
    `Counts: ${model.training.counts.source} ${model.training.counts.vintage}, ${model.training.counts.geography}`,
    `Demographics: ${model.training.demographics.map((d) => `${d.source} ${d.vintage}`).join('; ')}`,
    `Inputs: ${model.features.map((f) => `${f.name} = ${f.description}`).join('; ')}`,
    '',
    table(['type', 'NAICS', 'counties', 'censored', 'b0', ...names, 'iter'], rows),
  ].join('\n');
}

const metricCells = (m: BacktestMetrics | null) =>
  m
    ? [
        `${m.areas}`,
        `${m.censoredAreas}`,
        fmt(m.mapePct, 1, '%'),
        fmt(m.medianApePct, 1, '%'),
        fmt(m.medianAbsError, 1),
        fmt(m.within25Share === null ? null : 100 * m.within25Share, 0, '%'),
      ]
    : ['—', '—', '—', '—', '—', '—'];

/** The per-type error table, as `model:backtest` prints it. */
export function formatBacktestTable(backtest: CapacityBacktestArtifact, model: CapacityModelArtifact): string {
  const quoted = (id: string, radius: number) => {
    const e = modelErrorFor({ model, backtest }, id, radius);
    return e ? `±${Math.round(e.typicalPct)}%${e.weak ? ' WEAK' : ''}` : '—';
  };
  const rows = Object.entries(backtest.types).map(([id, b]) => [
    id,
    ...metricCells(b.county),
    ...metricCells(b.zip),
    quoted(id, 1),
    quoted(id, ZIP_SCALE_MAX_RADIUS_MILES + 1),
  ]);
  const head = ['n', 'cens', 'MAPE', 'MdAPE', 'MdAE', '±25%'];
  return [
    `Back-test of capacity model ${backtest.modelVersion} (${model.training.counts.source} ${model.training.counts.vintage})`,
    `LOCO = ${backtest.county.method} (${backtest.county.source} ${backtest.county.vintage}).`,
    backtest.zip
      ? `ZIP  = ${backtest.zip.source} ${backtest.zip.vintage}, ${backtest.zip.zipsJoined} ZIPs joined to ZCTAs: ${backtest.zip.method}.`
      : 'ZIP  = no ZIP Code Business Patterns data loaded.',
    'n = areas whose count is known to be ≥ 3 (percentages are over these; a type of several NAICS codes with one code',
    'suppressed is compared with the middle of its range); cens = areas whose count may be under 3 (censored, left out);',
    'MAPE = mean absolute percentage error; MdAPE = median absolute percentage error; MdAE = median absolute error',
    '(establishments); ±25% = share of areas predicted within ±25% of the published count.',
    `quoted = "typically within ±X%" as the product shows it: the ZIP MdAPE for trade areas up to ${ZIP_SCALE_MAX_RADIUS_MILES} mi (when`,
    `≥ 10 ZIPs are evaluable), else the LOCO MdAPE; WEAK = above ${WEAK_MODEL_ERROR_PCT}%: the product says so and relies on competitor counts.`,
    '',
    table(
      [
        'type',
        ...head.map((h) => `LOCO ${h}`),
        ...head.map((h) => `ZIP ${h}`),
        `quoted ≤${ZIP_SCALE_MAX_RADIUS_MILES} mi`,
        `quoted >${ZIP_SCALE_MAX_RADIUS_MILES} mi`,
      ],
      rows,
    ),
  ].join('\n');
}
