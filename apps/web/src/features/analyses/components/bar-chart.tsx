export interface Bar {
  label: string;
  value: number | null;
  display: string;
}

/**
 * A small horizontal bar chart in plain SVG (no chart library: these are a handful of bars). A bar without a
 * value is drawn empty and labelled as missing.
 */
export function BarChart({ title, bars, caption }: { title: string; bars: Bar[]; caption: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value ?? 0));
  const row = 28;
  const labelWidth = 120;
  const width = 420;
  const barSpace = width - labelWidth - 90;
  return (
    <figure className="chart">
      <figcaption className="chart-title">{title}</figcaption>
      <svg role="img" aria-label={title} viewBox={`0 0 ${width} ${bars.length * row + 4}`} width="100%">
        {bars.map((bar, i) => {
          const w = bar.value === null ? 0 : Math.max(2, (bar.value / max) * barSpace);
          const y = i * row + 4;
          return (
            <g key={bar.label}>
              <text x={0} y={y + 15} className="chart-label">
                {bar.label}
              </text>
              <rect x={labelWidth} y={y} width={barSpace} height={20} className="chart-track" rx={3} />
              <rect x={labelWidth} y={y} width={w} height={20} className="chart-bar" rx={3} />
              <text x={labelWidth + barSpace + 8} y={y + 15} className="chart-value">
                {bar.value === null ? 'no data' : bar.display}
              </text>
            </g>
          );
        })}
      </svg>
      <small className="figure-source">{caption}</small>
    </figure>
  );
}
