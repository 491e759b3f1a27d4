import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { KeptSection } from './keep-with-next.js';
import { PageFrame } from './page-frame.js';
import { pdfText } from './pdf-text.js';
import type { SiteContext } from './site-context.js';
import { DECISION_PARTS, DETAIL_PARTS, type SitePart, unfitFields } from './site-parts.js';
import { styles } from './theme.js';
import { guardedPart } from './undrawable-part.js';

const PRECISION: Record<string, string> = {
  coordinates: 'located by coordinates',
  rooftop: 'located at the building',
  pin: 'located by a pin placed on the map',
  street: 'located on its block',
  intersection: 'located at the street corner',
  zip: 'located at the ZIP area centre',
  city: 'located at the city centre',
};

interface SitePageParts {
  page: (part: string, children: ReactElement[]) => ReactElement;
  banner: ReactElement;
  running: ReactElement;
  note: ReactElement | null;
  /** A part of the site's pages, kept with its first lines; said in words when its figures cannot be drawn. */
  part: (p: SitePart) => ReactElement;
}

function sitePageParts(ctx: SiteContext, title: string, dashboardUrl: string): SitePageParts {
  const { a, site } = ctx;
  const precision = PRECISION[a.site.precision ?? ''] ?? (a.site.precision ? `precision: ${a.site.precision}` : '');
  const page = (part: string, children: ReactElement[]) => (
    <Page key={`site-${ctx.number}-${part}`} size="LETTER" style={styles.page}>
      <PageFrame title={title} dashboardUrl={dashboardUrl} />
      {children}
    </Page>
  );
  const banner = (
    <View key="banner" style={styles.siteBanner}>
      <Text style={styles.siteBannerKicker}>{pdfText(`Site ${ctx.number} of ${ctx.allSites.length}`)}</Text>
      <Text style={styles.siteBannerTitle}>{pdfText(site.address)}</Text>
      <Text style={styles.siteBannerMeta}>
        {pdfText(
          `${a.businessType.label} - ${a.radiusMiles}-mile trade area - ${a.site.lat.toFixed(5)}, ${a.site.lon.toFixed(5)}${precision ? ` (${precision})` : ''}`,
        )}
      </Text>
    </View>
  );
  const running = (
    <Text key="running" style={styles.siteRunning} fixed>
      {pdfText(`Site ${ctx.number} of ${ctx.allSites.length} in detail: ${site.address}`)}
    </Text>
  );
  const locationText = [a.location?.message, a.site.geocodeNote ? `Location: ${a.site.geocodeNote}` : null]
    .filter(Boolean)
    .join(' ');
  const note = locationText ? (
    <Text key="geocode" style={styles.note}>
      {pdfText(locationText)}
    </Text>
  ) : null;
  const part = (p: SitePart) => (
    <KeptSection key={p.key}>{guardedPart(p.title, unfitFields(p, ctx), () => p.build(ctx))}</KeptSection>
  );
  return { page, banner, running, note, part };
}

/**
 * Outside the U.S. every other section would print "no data", and at the centre of a ZIP or town wider than the ring
 * every figure would describe one point of it, not the site: the note names them and why, the map shows the place.
 */
function isWithheld(ctx: SiteContext): boolean {
  const l = ctx.a.location;
  return (l?.withheld ?? l?.needsUsData ?? []).length > 0;
}

/**
 * A site's decision page, read before any detail: where it is, its score with the reasons, and the strengths, risks
 * and recommendations (the map opens the site's detail). Sections are built by calling them as functions (not as components) so
 * every figure's citation is numbered in reading order before the sources page: call this for every site before
 * {@link siteDetailPages}.
 */
export function siteDecisionPages(ctx: SiteContext, title: string, dashboardUrl: string): ReactElement[] {
  const { page, banner, note, part } = sitePageParts(ctx, title, dashboardUrl);
  const parts = isWithheld(ctx) ? DETAIL_PARTS.filter((p) => p.key === 'map') : DECISION_PARTS;
  return [page(isWithheld(ctx) ? 'overview' : 'decision', [banner, ...(note ? [note] : []), ...parts.map(part)])];
}

/**
 * A site's detail, after every site's decision pages, in two short page groups: the market (map, trade area by
 * distance, demographics, competitors), then access and money (scores, access and traffic, rent, zoning, benchmarks,
 * forecast with its range, capacity). Long lists (every competitor, every station and count) are cut to the nearest
 * or busiest few with the total said, not printed in full.
 */
export function siteDetailPages(ctx: SiteContext, title: string, dashboardUrl: string): ReactElement[] {
  if (isWithheld(ctx)) return [];
  const { page, running, part } = sitePageParts(ctx, title, dashboardUrl);
  // Short page groups, not one flow per site: react-pdf laid long flowing groups out wrongly (a table printed over
  // the footer, and SVG charts that crashed pdfkit at some page breaks); groups that start their own page render
  // safely and faster.
  return [page('detail', [running, ...DETAIL_PARTS.map(part)])];
}
