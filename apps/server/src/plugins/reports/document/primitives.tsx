import { Text, View } from '@react-pdf/renderer';
import type { ReactElement, ReactNode } from 'react';
import { pdfText } from './pdf-text.js';
import { COLORS, styles } from './theme.js';

/** A section heading; use `Lead` to keep it on the page of the section's first block. */
export function SectionHeading({ title }: { title: string }): ReactElement {
  return <Text style={styles.h2}>{pdfText(title)}</Text>;
}

/** Room a section heading asks for below it before a page break, so it never stands alone at a page foot. */
const HEADING_PRESENCE_AHEAD = 110;

/**
 * A section: its heading asks for room for the first lines that follow, and the rest flows across pages. (Holding
 * the whole block together instead made any section taller than a page print its rows on top of each other.)
 */
export function Lead({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={HEADING_PRESENCE_AHEAD}>
        {pdfText(title)}
      </Text>
      {children}
    </View>
  );
}

export function SubHeading({ title }: { title: string }): ReactElement {
  return (
    <Text style={styles.h3} minPresenceAhead={40}>
      {pdfText(title)}
    </Text>
  );
}

/** Body text; every string goes through pdfText so the standard font can show it. */
export function P({ children, muted }: { children: string; muted?: boolean }): ReactElement {
  return <Text style={muted ? [styles.paragraph, styles.small] : styles.paragraph}>{pdfText(children)}</Text>;
}

export interface Column {
  label: string;
  /** Share of the table width, 0–1. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A cell: plain text, or text with a colour (status words) and boldness. */
export type Cell = string | { text: string; color?: string; bold?: boolean };

/** Cell text of a dense table (long reference lists such as the sources): smaller, tighter lines. */
const DENSE_CELL = { fontSize: 6.5, lineHeight: 1.18, paddingVertical: 0 };

function TableRow({
  columns,
  row,
  shaded,
  dense,
}: {
  columns: Column[];
  row: Cell[];
  shaded: boolean;
  dense: boolean;
}): ReactElement {
  return (
    <View style={[styles.tr, shaded ? { backgroundColor: COLORS.tealLight } : {}]} wrap={false}>
      {row.map((cell, j) => {
        const c = columns[j];
        const text = typeof cell === 'string' ? cell : cell.text;
        const extra =
          typeof cell === 'string' ? {} : { color: cell.color, fontFamily: cell.bold ? 'Helvetica-Bold' : 'Helvetica' };
        return (
          <Text
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
            key={j}
            style={[
              styles.cell,
              { width: `${(c?.width ?? 0.1) * 100}%`, textAlign: c?.align ?? 'left' },
              dense ? DENSE_CELL : {},
              extra,
            ]}
          >
            {pdfText(text)}
          </Text>
        );
      })}
    </View>
  );
}

/** Tables up to this many rows move to the next page whole rather than split. */
const KEEP_TOGETHER_ROWS = 16;

/**
 * A plain consultant-style table: navy rules, light row separators, right-aligned figures. Rows never
 * split; the title and header ask for room for rows after them before a page break.
 */
export function Table({
  columns,
  rows,
  highlight,
  title,
  breakBefore,
  dense,
}: {
  columns: Column[];
  rows: Cell[][];
  /** Row indexes shaded as highlighted (e.g. the winner). */
  highlight?: ReadonlySet<number>;
  title?: string;
  /** Start the table on a new page (long lists). */
  breakBefore?: boolean;
  /** Smaller, tighter rows, for reference lists read by looking a tag up. */
  dense?: boolean;
}): ReactElement {
  return (
    <View style={{ marginBottom: 6 }} wrap={rows.length > KEEP_TOGETHER_ROWS} break={breakBefore ?? false}>
      <View minPresenceAhead={28}>
        {title ? <Text style={styles.h3}>{pdfText(title)}</Text> : null}
        <View style={[styles.th, { borderTopWidth: 0.75, borderTopColor: COLORS.navy }]}>
          {columns.map((c) => (
            <Text key={c.label} style={[styles.cell, { width: `${c.width * 100}%`, textAlign: c.align ?? 'left' }]}>
              {pdfText(c.label)}
            </Text>
          ))}
        </View>
      </View>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
        <TableRow key={i} columns={columns} row={r} shaded={highlight?.has(i) ?? false} dense={dense ?? false} />
      ))}
    </View>
  );
}

/** A highlighted box for a verdict or a plain statement about missing data. */
export function Callout({ children, color }: { children: ReactNode; color?: string }): ReactElement {
  return <View style={[styles.callout, color ? { borderLeftColor: color } : {}]}>{children}</View>;
}

/** A big figure with its label and provenance tag, for the score strip. */
export function Stat({ label, value, tag }: { label: string; value: string; tag: string }): ReactElement {
  return (
    <View style={{ flex: 1, paddingRight: 8 }}>
      <Text
        style={{ fontSize: 7, color: COLORS.muted, textTransform: 'uppercase', letterSpacing: 0.6, lineHeight: 1.3 }}
      >
        {pdfText(label)}
      </Text>
      <Text style={{ fontSize: 17, fontFamily: 'Helvetica-Bold', color: COLORS.navy, marginTop: 2, lineHeight: 1.2 }}>
        {pdfText(value)}
      </Text>
      <Text style={styles.tag}>{pdfText(tag)}</Text>
    </View>
  );
}

/** A bulleted list. */
export function Bullets({ items, color }: { items: string[]; color?: string }): ReactElement {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={{ flexDirection: 'row', marginBottom: 2.5 }} wrap={false}>
          <Text style={{ width: 10, color: color ?? COLORS.teal, fontFamily: 'Helvetica-Bold' }}>•</Text>
          <Text style={{ flex: 1 }}>{pdfText(item)}</Text>
        </View>
      ))}
    </View>
  );
}
