import { Circle, ClipPath, Defs, G, Line, Path, Rect, Svg, Text as SvgText, Text, View } from '@react-pdf/renderer';
import type { SiteAnalysis } from '@sitescout/engine';
import type { MultiLine, MultiPolygon } from '@sitescout/geodata';
import { MILES_PER_DEGREE_LAT } from '@sitescout/shared';
import type { ReactElement } from 'react';
import { streetLabel } from '../../basemap/basemap-streets.js';
import { MAP_HALF_EXTENT, type SiteMapLayers } from '../map-layers.js';
import { LISTED_IN_REPORT } from './competitors-section.js';
import { ringLabel } from './format.js';
import { pdfText } from './pdf-text.js';
import { COLORS, styles } from './theme.js';

/** The ground's colours, as on the dashboard map. */
export const MAP_COLOURS = {
  land: '#f6f4ef',
  water: '#a9d3e6',
  park: '#c5e3b1',
  street: '#ffffff',
  streetCasing: '#cfc9bd',
  arterial: '#fcd98a',
  arterialCasing: '#c9a24a',
};

/** Local equirectangular projection around the site: fine at trade-area scale (≤ 30 mi). */
function projector(center: { lat: number; lon: number }, halfExtentMiles: number, size: number) {
  const milesPerDegreeLon = MILES_PER_DEGREE_LAT * Math.cos((center.lat * Math.PI) / 180);
  const scale = size / 2 / halfExtentMiles;
  return {
    scale,
    x: (lon: number) => size / 2 + (lon - center.lon) * milesPerDegreeLon * scale,
    y: (lat: number) => size / 2 - (lat - center.lat) * MILES_PER_DEGREE_LAT * scale,
  };
}

/** SVG path of a multipolygon, dropping vertices closer than half a point to the previous one. */
function pathOf(polygon: MultiPolygon, x: (lon: number) => number, y: (lat: number) => number): string {
  let d = '';
  for (const poly of polygon)
    for (const ring of poly) {
      let lastX = Number.NaN;
      let lastY = Number.NaN;
      ring.forEach(([lon, lat], i) => {
        const px = x(lon);
        const py = y(lat);
        if (i > 0 && i < ring.length - 1 && Math.abs(px - lastX) + Math.abs(py - lastY) < 0.5) return;
        d += `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
        lastX = px;
        lastY = py;
      });
      d += 'Z';
    }
  return d;
}

/** A shape's first vertex as text: with its name, a React key no two shapes share. */
const firstVertex = (path: ReadonlyArray<readonly [number, number]> | undefined): string => String(path?.[0] ?? '');

/** SVG path of a polyline, dropping vertices closer than half a point to the previous one. */
function linePath(line: MultiLine, x: (lon: number) => number, y: (lat: number) => number): string {
  let d = '';
  for (const part of line) {
    let lastX = Number.NaN;
    let lastY = Number.NaN;
    part.forEach(([lon, lat], i) => {
      const px = x(lon);
      const py = y(lat);
      if (i > 0 && i < part.length - 1 && Math.abs(px - lastX) + Math.abs(py - lastY) < 0.5) return;
      d += `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
      lastX = px;
      lastY = py;
    });
  }
  return d;
}

/**
 * Where to write each arterial's name: midway along its stretch inside the frame (kept clear of the edges),
 * turned along that stretch (never upside down); a stretch shorter than its name is skipped, and a street is
 * named once, on its longest stretch.
 */
function streetLabels(
  streets: SiteMapLayers['streets'],
  x: (lon: number) => number,
  y: (lat: number) => number,
  size: number,
): Array<{ name: string; x: number; y: number; angle: number }> {
  const margin = 14;
  const best = new Map<string, { name: string; x: number; y: number; angle: number; length: number }>();
  for (const street of streets) {
    if (!street.arterial) continue;
    const name = streetLabel(street.name);
    for (const part of street.line) {
      const inside = part
        .map(([lon, lat]) => [x(lon), y(lat)] as const)
        .filter(([px, py]) => px > margin && py > margin && px < size - margin && py < size - margin);
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) continue;
      const length = Math.hypot(last[0] - first[0], last[1] - first[1]);
      if (length < name.length * 3) continue;
      let angle = (Math.atan2(last[1] - first[1], last[0] - first[0]) * 180) / Math.PI;
      if (angle > 90) angle -= 180;
      if (angle < -90) angle += 180;
      // Midway along the stretch, on the street itself (its middle crossing), a little off the site pin.
      const mid = inside[Math.floor(inside.length / 2)] ?? first;
      const held = best.get(name);
      if (!held || held.length < length) best.set(name, { name, x: mid[0], y: mid[1], angle, length });
    }
  }
  return [...best.values()];
}

/** A round scale-bar length near a quarter of the map width. */
function scaleBarMiles(halfExtentMiles: number): number {
  const target = halfExtentMiles / 2;
  const steps = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50];
  return steps.reduce((best, s) => (Math.abs(s - target) < Math.abs(best - target) ? s : best), 1);
}

function LegendRow({ symbol, label }: { symbol: ReactElement; label: string }): ReactElement {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 3 }}>
      <Svg width={12} height={10}>
        {symbol}
      </Svg>
      <Text style={{ fontSize: 7.5, marginLeft: 4 }}>{pdfText(label)}</Text>
    </View>
  );
}

/**
 * The site map, drawn from the analysis and the pack's points with no map tiles: the site, its rings
 * up to the chosen radius, competitors (numbered as in the competitor table) and transit stops.
 */
export function StaticMap({
  analysis,
  layers,
  size,
  sourceLine,
}: {
  analysis: SiteAnalysis;
  layers: SiteMapLayers;
  size: number;
  sourceLine: string;
}): ReactElement {
  const center = { lat: analysis.site.lat, lon: analysis.site.lon };
  const radii = analysis.tradeArea.rings.map((r) => r.radiusMiles).filter((r) => r <= analysis.radiusMiles + 1e-9);
  if (!radii.includes(analysis.radiusMiles)) radii.push(analysis.radiusMiles);
  const half = analysis.radiusMiles * MAP_HALF_EXTENT;
  const p = projector(center, half, size);
  const inside = (pt: { lat: number; lon: number }) => {
    const x = p.x(pt.lon);
    const y = p.y(pt.lat);
    return x >= 0 && x <= size && y >= 0 && y <= size;
  };
  const bar = scaleBarMiles(half);
  const mid = size / 2;

  return (
    <View style={{ flexDirection: 'row' }} wrap={false}>
      <Svg width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
        <Defs>
          <ClipPath id="frame">
            <Rect x={0} y={0} width={size} height={size} />
          </ClipPath>
        </Defs>
        <Rect x={0} y={0} width={size} height={size} fill={MAP_COLOURS.land} />
        <G clipPath="url(#frame)">
          {layers.lake ? <Path d={pathOf(layers.lake, p.x, p.y)} fill={MAP_COLOURS.water} /> : null}
          {layers.parks.map((park) => (
            <Path
              key={`park-${park.name}-${firstVertex(park.polygon[0]?.[0])}`}
              d={pathOf(park.polygon, p.x, p.y)}
              fill={MAP_COLOURS.park}
            />
          ))}
          {layers.streets.map((street) => (
            <Path
              key={`sc-${street.name}-${firstVertex(street.line[0])}`}
              d={linePath(street.line, p.x, p.y)}
              fill="none"
              stroke={street.arterial ? MAP_COLOURS.arterialCasing : MAP_COLOURS.streetCasing}
              strokeWidth={street.arterial ? 3.2 : 1.7}
            />
          ))}
          {layers.streets.map((street) => (
            <Path
              key={`s-${street.name}-${firstVertex(street.line[0])}`}
              d={linePath(street.line, p.x, p.y)}
              fill="none"
              stroke={street.arterial ? MAP_COLOURS.arterial : MAP_COLOURS.street}
              strokeWidth={street.arterial ? 2.2 : 1}
            />
          ))}
          {layers.outlines.map((o) => (
            <Path
              // Tract outlines share a name ("Census Tract"): the first vertex keeps keys unique.
              key={`${o.kind}-${o.name}-${firstVertex(o.polygon[0]?.[0])}`}
              d={pathOf(o.polygon, p.x, p.y)}
              fill="none"
              stroke={o.kind === 'tract' ? '#e2e8f0' : '#94a3b8'}
              strokeWidth={o.kind === 'tract' ? 0.4 : 0.9}
            />
          ))}
        </G>
        {layers.outlines
          .filter((o) => o.kind === 'community-area' && inside(o.label))
          .map((o) => (
            <SvgText
              key={`l${o.name}`}
              x={p.x(o.label.lon)}
              y={p.y(o.label.lat)}
              style={{ fontSize: 5.5 }}
              fill="#64748b"
              textAnchor="middle"
            >
              {pdfText(o.name.toUpperCase())}
            </SvgText>
          ))}
        {[...radii]
          .sort((a, b) => b - a)
          .map((r) => (
            <Circle
              key={`r${r}`}
              cx={mid}
              cy={mid}
              r={r * p.scale}
              fill={r === analysis.radiusMiles ? COLORS.tealLight : 'none'}
              fillOpacity={0.35}
              stroke={COLORS.teal}
              strokeWidth={r === analysis.radiusMiles ? 1.2 : 0.7}
              strokeDasharray={r === analysis.radiusMiles ? undefined : '3,2'}
            />
          ))}
        {radii.map((r) => (
          <SvgText key={`rl${r}`} x={mid + 3} y={mid - r * p.scale + 8} style={{ fontSize: 6.5 }} fill={COLORS.teal}>
            {ringLabel(r)}
          </SvgText>
        ))}
        {layers.stops
          .filter(inside)
          .map((s) =>
            s.rail ? (
              <Rect
                key={`s${s.id}`}
                x={p.x(s.lon) - 3}
                y={p.y(s.lat) - 3}
                width={6}
                height={6}
                fill={COLORS.transit}
                stroke={COLORS.white}
                strokeWidth={0.6}
              />
            ) : (
              <Rect
                key={`s${s.id}`}
                x={p.x(s.lon) - 1.4}
                y={p.y(s.lat) - 1.4}
                width={2.8}
                height={2.8}
                fill={COLORS.transit}
                fillOpacity={0.75}
              />
            ),
          )}
        {layers.competitors.filter(inside).map((c) => (
          <G key={`c${c.rank}`}>
            <Circle
              cx={p.x(c.lon)}
              cy={p.y(c.lat)}
              r={2.6}
              fill={COLORS.competitor}
              stroke={COLORS.white}
              strokeWidth={0.6}
            />
            {c.rank <= LISTED_IN_REPORT ? (
              <SvgText x={p.x(c.lon) + 3.2} y={p.y(c.lat) - 2} style={{ fontSize: 5.5 }} fill={COLORS.competitor}>
                {String(c.rank)}
              </SvgText>
            ) : null}
          </G>
        ))}
        {/* Street names above the points, so no marker hides a name. */}
        {streetLabels(layers.streets, p.x, p.y, size).map((l) => (
          <G
            key={`sl-${l.name}`}
            transform={`translate(${l.x.toFixed(1)} ${l.y.toFixed(1)}) rotate(${l.angle.toFixed(1)})`}
          >
            <SvgText x={0} y={1.8} style={{ fontSize: 5 }} fill="#3f3a33" textAnchor="middle">
              {pdfText(l.name)}
            </SvgText>
          </G>
        ))}
        {layers.streets.length + layers.outlines.length + layers.competitors.length + layers.stops.length === 0 ? (
          <SvgText x={mid} y={mid + 22} style={{ fontSize: 7 }} fill={COLORS.muted} textAnchor="middle">
            No streets, places or stops are loaded for this area
          </SvgText>
        ) : null}
        <Circle cx={mid} cy={mid} r={6} fill={COLORS.navy} stroke={COLORS.white} strokeWidth={1.5} />
        <Circle cx={mid} cy={mid} r={2} fill={COLORS.white} />
        <Rect x={0} y={0} width={size} height={size} fill="none" stroke={COLORS.rule} strokeWidth={0.75} />
        <Rect x={10} y={size - 18} width={bar * p.scale} height={3} fill={COLORS.ink} />
        <SvgText x={10} y={size - 22} style={{ fontSize: 6.5 }} fill={COLORS.ink}>
          {ringLabel(bar)}
        </SvgText>
        <SvgText x={size - 14} y={16} style={{ fontSize: 8, fontFamily: 'Helvetica-Bold' }} fill={COLORS.ink}>
          N
        </SvgText>
        <Line x1={size - 11} y1={20} x2={size - 11} y2={34} stroke={COLORS.ink} strokeWidth={1} />
      </Svg>
      <View style={{ flex: 1, paddingLeft: 12 }}>
        <Text style={[styles.h3, { marginTop: 0 }]}>Legend</Text>
        <LegendRow symbol={<Circle cx={6} cy={5} r={4} fill={COLORS.navy} />} label="The site" />
        <LegendRow
          symbol={<Circle cx={6} cy={5} r={4} fill="none" stroke={COLORS.teal} strokeWidth={1.2} />}
          label={`Rings: ${radii
            .sort((a, b) => a - b)
            .map(ringLabel)
            .join(', ')} (chosen radius shaded)`}
        />
        <LegendRow
          symbol={<Circle cx={6} cy={5} r={2.6} fill={COLORS.competitor} />}
          label={`Competitors (${layers.competitors.length}; the ${LISTED_IN_REPORT} nearest numbered as in the table)`}
        />
        {layers.streets.length > 0 ? (
          <LegendRow
            symbol={<Line x1={0} y1={5} x2={12} y2={5} stroke={MAP_COLOURS.arterial} strokeWidth={2.5} />}
            label="Arterial streets (bus routes or counted traffic), named; thin white lines: local streets"
          />
        ) : null}
        {layers.parks.length > 0 ? (
          <LegendRow symbol={<Rect x={1} y={1} width={10} height={8} fill={MAP_COLOURS.park} />} label="Parks" />
        ) : null}
        {layers.lake ? (
          <LegendRow
            symbol={<Rect x={1} y={1} width={10} height={8} fill={MAP_COLOURS.water} />}
            label="Lake Michigan"
          />
        ) : null}
        <LegendRow
          symbol={<Rect x={3} y={2} width={6} height={6} fill={COLORS.transit} />}
          label="Rail stations within 1 mi"
        />
        <LegendRow
          symbol={<Rect x={4.6} y={3.6} width={2.8} height={2.8} fill={COLORS.transit} />}
          label="Bus and other stops within 0.25 mi"
        />
        <Text style={[styles.note, { marginTop: 6 }]}>
          {pdfText(
            `Drawn from the data (no map tiles), north up. ${
              layers.streets.length > 0
                ? "Streets: City of Chicago street center lines (named crossings joined along each street); parks: Chicago Park District; the lake follows the community areas' shore. "
                : 'No street lines for this area: streets are drawn for the City of Chicago only. '
            }${layers.outlines.some((o) => o.kind === 'tract') ? 'Thin lines: Census tracts; labelled lines: Chicago community areas' : 'Labelled lines: Chicago community areas'}, where loaded. ${sourceLine}`,
          )}
        </Text>
        {layers.note ? <Text style={[styles.note, { color: COLORS.near }]}>{pdfText(layers.note)}</Text> : null}
      </View>
    </View>
  );
}
