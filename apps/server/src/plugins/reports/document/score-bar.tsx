import { Rect, Svg } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { COLORS } from './theme.js';

/** A 0–100 score as a thin bar (sub-scores, walk/transit/bike). */
export function ScoreBar({ score, width = 110 }: { score: number | null; width?: number }): ReactElement {
  const color = score === null ? COLORS.faint : score >= 70 ? COLORS.good : score >= 40 ? COLORS.near : COLORS.bad;
  return (
    <Svg width={width} height={7} viewBox={`0 0 ${width} 7`}>
      <Rect x={0} y={1} width={width} height={5} fill="#e5e7eb" />
      {score === null ? null : <Rect x={0} y={1} width={(score / 100) * width} height={5} fill={color} />}
    </Svg>
  );
}
