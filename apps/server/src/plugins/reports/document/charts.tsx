import { G, Line, Rect, Svg, Text as SvgText, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { pdfText } from './pdf-text.js';
import { COLORS, styles } from './theme.js';

export interface Bar {
  label: string;
  value: number;
  /** The value as printed above or beside the bar. */
  display: string;
  highlight?: boolean;
}

/** A titled chart frame with its provenance line underneath. */
function ChartFrame({ title, caption, children }: { title: string; caption: string; children: ReactElement }) {
  return (
    <View style={{ flex: 1, paddingRight: 10 }} wrap={false}>
      <Text style={[styles.h3, { marginTop: 2 }]}>{pdfText(title)}</Text>
      {children}
      <Text style={styles.note}>{pdfText(caption)}</Text>
    </View>
  );
}

/** Vertical bars with the value above each bar and the label below (age bands, competitors by ring). */
export function ColumnChart({
  title,
  caption,
  bars,
  width,
  height = 110,
  color = COLORS.navy,
}: {
  title: string;
  caption: string;
  bars: Bar[];
  width: number;
  height?: number;
  color?: string;
}): ReactElement {
  const top = 12;
  const bottom = 16;
  const plot = height - top - bottom;
  const max = Math.max(...bars.map((b) => b.value), 1e-9);
  const slot = width / Math.max(bars.length, 1);
  const barWidth = Math.min(slot * 0.62, 34);
  return (
    <ChartFrame title={title} caption={caption}>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <Line x1={0} y1={top + plot} x2={width} y2={top + plot} stroke={COLORS.faint} strokeWidth={0.6} />
        {bars.map((b, i) => {
          const h = (b.value / max) * plot;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <G key={b.label}>
              <Rect x={x} y={top + plot - h} width={barWidth} height={h} fill={b.highlight ? COLORS.teal : color} />
              <SvgText
                x={x + barWidth / 2}
                y={top + plot - h - 3}
                style={{ fontSize: 6.5 }}
                fill={COLORS.ink}
                textAnchor="middle"
              >
                {pdfText(b.display)}
              </SvgText>
              <SvgText
                x={x + barWidth / 2}
                y={top + plot + 10}
                style={{ fontSize: 6.5 }}
                fill={COLORS.muted}
                textAnchor="middle"
              >
                {pdfText(b.label)}
              </SvgText>
            </G>
          );
        })}
      </Svg>
    </ChartFrame>
  );
}

/** Horizontal bars with labels on the left and values on the right (income across sites). */
export function BarChart({
  title,
  caption,
  bars,
  width,
  color = COLORS.navy,
}: {
  title: string;
  caption: string;
  bars: Bar[];
  width: number;
  color?: string;
}): ReactElement {
  const rowHeight = 15;
  const labelWidth = width * 0.36;
  const valueWidth = 48;
  const plot = width - labelWidth - valueWidth;
  const height = bars.length * rowHeight + 4;
  const max = Math.max(...bars.map((b) => b.value), 1e-9);
  return (
    <ChartFrame title={title} caption={caption}>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {bars.map((b, i) => {
          const y = i * rowHeight + 2;
          const w = Math.max((b.value / max) * plot, 0.5);
          return (
            <G key={b.label}>
              <SvgText x={0} y={y + 9} style={{ fontSize: 6.5 }} fill={COLORS.ink}>
                {pdfText(b.label)}
              </SvgText>
              <Rect
                x={labelWidth}
                y={y + 2}
                width={w}
                height={rowHeight - 6}
                fill={b.highlight ? COLORS.teal : color}
              />
              <SvgText x={labelWidth + w + 3} y={y + 9} style={{ fontSize: 6.5 }} fill={COLORS.ink}>
                {pdfText(b.display)}
              </SvgText>
            </G>
          );
        })}
      </Svg>
    </ChartFrame>
  );
}

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
