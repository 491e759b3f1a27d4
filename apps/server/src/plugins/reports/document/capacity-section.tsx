import { View } from '@react-pdf/renderer';
import { type Figure, isEstimate } from '@sitescout/engine';
import type { ReactElement } from 'react';
import type { CitationRegistry } from './citations.js';
import { formatFigure, int } from './format.js';
import { Callout, P, SectionHeading, Table } from './primitives.js';
import type { SiteContext } from './site-context.js';

/**
 * The market-capacity check (expected vs observed establishments) added to `SiteAnalysis` as
 * `capacity`. Read defensively: analyses stored before it existed have none.
 */
interface CapacityLike {
  expected?: unknown;
  observed?: unknown;
  gap?: unknown;
  modelError?: unknown;
  source?: unknown;
}

function isFigure(v: unknown): v is Figure {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { value?: unknown }).value === 'number' &&
    ('estimate' in v || ('source' in v && 'vintage' in v))
  );
}

function cell(reg: CitationRegistry, v: unknown): [string, string] {
  if (isFigure(v)) return [formatFigure(v), reg.tag(v)];
  if (typeof v === 'number' && Number.isFinite(v)) return [Number.isInteger(v) ? int(v) : v.toFixed(2), ''];
  return ['no data', ''];
}

function sourceText(s: unknown): string | null {
  if (typeof s === 'string') return s;
  if (typeof s === 'object' && s !== null) {
    const o = s as { source?: unknown; vintage?: unknown; estimate?: { method?: unknown } };
    if (typeof o.source === 'string') return typeof o.vintage === 'string' ? `${o.source}, ${o.vintage}` : o.source;
    if (isEstimate(o as never) && typeof o.estimate?.method === 'string') return `estimate: ${o.estimate.method}`;
  }
  return null;
}

/** Expected against observed establishments, the gap and the model's error. */
export function capacitySection({ a, reg }: SiteContext): ReactElement {
  const cap = (a as { capacity?: CapacityLike | null }).capacity;
  if (!cap)
    return (
      <View wrap={false}>
        <SectionHeading title="Capacity" />
        <Callout>
          <P>This analysis has no market-capacity estimate (expected against observed establishments).</P>
        </Callout>
      </View>
    );
  const rows: Array<[string, unknown]> = [
    ['Establishments the market supports (expected)', cap.expected],
    ['Establishments observed', cap.observed],
    ['Gap (expected minus observed)', cap.gap],
    ['Model error', cap.modelError],
  ];
  const source = sourceText(cap.source);
  return (
    <View wrap={false}>
      <SectionHeading title="Capacity" />
      <Table
        columns={[
          { label: 'Figure', width: 0.6 },
          { label: 'Value', width: 0.22, align: 'right' },
          { label: 'Source', width: 0.18, align: 'right' },
        ]}
        rows={rows.map(([label, v]) => [label, ...cell(reg, v)])}
      />
      {source ? <P muted>{`Source: ${source}.`}</P> : null}
    </View>
  );
}
