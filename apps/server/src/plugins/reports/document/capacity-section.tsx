import { View } from '@react-pdf/renderer';
import type { SiteAnalysis } from '@sitescout/engine';
import type { ReactElement } from 'react';
import { Callout, P, SectionHeading } from './primitives.js';
import { type SiteContext, shownInline } from './site-context.js';
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
 * observed, the gap and the model's typical error (the other business types the area under-supplies are left to the
 * analysis of those types).
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
      <P
        muted
      >{`Expected ${shownInline(reg, cap.expected, count)}${cap.expectedRange ? ` (${count({ value: cap.expectedRange[0] })}-${count({ value: cap.expectedRange[1] })} within the typical error)` : ''}, observed ${shownInline(reg, cap.observed, count)}, gap ${shownInline(reg, cap.gap, count)}, model error ${shownInline(reg, cap.modelError, count)} establishments.`}</P>
      <P muted>{`${cap.source}. Method ${reg.tag({ estimate: { method: cap.method } })}.`}</P>
    </View>
  );
}
