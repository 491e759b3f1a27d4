import { View } from '@react-pdf/renderer';
import type { SiteAnalysis } from '@sitescout/engine';
import type { ReactElement } from 'react';
import { int } from './format.js';
import { Callout, P, SectionHeading, Table } from './primitives.js';
import { figureRow, type SiteContext } from './site-context.js';
import { COLORS } from './theme.js';

type Capacity = NonNullable<SiteAnalysis['capacity']>;

const VERDICT: Record<Capacity['verdict'], { word: string; color: string }> = {
  room: { word: 'Room for more', color: COLORS.good },
  balanced: { word: 'Balanced', color: COLORS.near },
  saturated: { word: 'Saturated', color: COLORS.bad },
  'weak-model': { word: 'Model too uncertain here', color: COLORS.muted },
  unknown: { word: 'Not known', color: COLORS.muted },
};

const count = (f: { value: number }) => f.value.toFixed(1);

/**
 * Market capacity: the establishments the trade area supports by the capacity model against those
 * observed, the gap, the model's typical error, and types the area under-supplies.
 */
export function capacitySection({ a, reg }: SiteContext): ReactElement {
  const cap = a.capacity;
  if (!cap)
    return (
      <View wrap={false}>
        <SectionHeading title="Capacity" />
        <Callout>
          <P>This analysis has no market-capacity estimate (it was computed before the capacity model existed).</P>
        </Callout>
      </View>
    );
  const verdict = VERDICT[cap.verdict];
  return (
    <View wrap={false}>
      <SectionHeading title="Capacity" />
      <Callout color={verdict.color}>
        <P>{`${verdict.word}. ${cap.summary}`}</P>
      </Callout>
      <Table
        columns={[
          { label: 'Figure', width: 0.6 },
          { label: 'Value', width: 0.22, align: 'right' },
          { label: 'Source', width: 0.18, align: 'right' },
        ]}
        rows={[
          figureRow(reg, 'Establishments the market supports (expected)', cap.expected, count),
          ...(cap.expectedRange
            ? [
                [
                  'Expected range (typical model error)',
                  `${count({ value: cap.expectedRange[0] })}-${count({ value: cap.expectedRange[1] })}`,
                  '',
                ],
              ]
            : []),
          figureRow(reg, 'Establishments observed', cap.observed, count),
          figureRow(reg, 'Gap (expected minus observed)', cap.gap, count),
          figureRow(reg, 'Model error (establishments)', cap.modelError, count),
        ]}
      />
      {cap.voids.length > 0 ? (
        <Table
          title="Business types this area under-supplies (by the same model)"
          columns={[
            { label: 'Business type', width: 0.4 },
            { label: 'Expected', width: 0.15, align: 'right' },
            { label: 'Observed', width: 0.15, align: 'right' },
            { label: 'Gap', width: 0.12, align: 'right' },
            { label: 'Beyond error', width: 0.18, align: 'right' },
          ]}
          rows={cap.voids.map((v) => [
            v.label,
            v.expected.toFixed(1),
            int(v.observed),
            v.gap.toFixed(1),
            v.beyondError ? 'yes' : 'no',
          ])}
        />
      ) : null}
      <P muted>{`${cap.source}. Method ${reg.tag({ estimate: { method: cap.method } })}.`}</P>
    </View>
  );
}
