import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { accessSection } from './access-section.js';
import { capacitySection } from './capacity-section.js';
import { competitorsSection } from './competitors-section.js';
import { benchmarkSection, rentSection, zoningSection } from './cost-zoning-sections.js';
import { demographicsSection } from './demographics-section.js';
import { forecastSection } from './forecast-section.js';
import { mapSection } from './map-section.js';
import { mobilitySection } from './mobility-section.js';
import { narrativeSection } from './narrative-section.js';
import { PageFrame } from './page-frame.js';
import { pdfText } from './pdf-text.js';
import { scoreSection } from './score-section.js';
import type { SiteContext } from './site-context.js';
import { styles } from './theme.js';
import { walkshedSection } from './walkshed-section.js';

const PRECISION: Record<string, string> = {
  coordinates: 'located by coordinates',
  rooftop: 'located at the building',
  pin: 'located by a pin placed on the map',
  street: 'located on its block',
  intersection: 'located at the street corner',
  zip: 'located at the ZIP area centre',
  city: 'located at the city centre',
};

/**
 * One site's pages, in the dashboard's order. Sections are built by calling them as functions (not
 * as components) so every figure's citation is numbered in reading order before the sources page.
 * Each group of sections starts its own page: react-pdf lays out the rest of a page group again at
 * every page break, so shorter groups render much faster (and read better).
 */
export function sitePages(ctx: SiteContext, title: string, dashboardUrl: string): ReactElement[] {
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
    <Text key="running" style={[styles.small, { marginBottom: -6 }]}>
      {pdfText(`Site ${ctx.number}: ${site.address}`)}
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
  const keyed = (key: string, el: ReactElement) => <View key={key}>{el}</View>;
  // Outside the U.S. every other section would print "no data": the note names them, the map shows the place.
  if ((a.location?.needsUsData.length ?? 0) > 0)
    return [page('overview', [banner, ...(note ? [note] : []), keyed('map', mapSection(ctx))])];
  return [
    page('overview', [
      banner,
      ...(note ? [note] : []),
      keyed('score', scoreSection(ctx)),
      keyed('map', mapSection(ctx)),
    ]),
    page('market', [
      running,
      keyed('demographics', demographicsSection(ctx)),
      keyed('competitors', competitorsSection(ctx)),
    ]),
    // Its own page group: the market group above already runs to several pages.
    ...(a.tradeArea.walk ? [page('walk', [running, keyed('walk', walkshedSection(ctx) ?? <View />)])] : []),
    page('access', [running, keyed('mobility', mobilitySection(ctx)), keyed('access', accessSection(ctx))]),
    page('money', [
      running,
      keyed('rent', rentSection(ctx)),
      keyed('zoning', zoningSection(ctx)),
      keyed('benchmarks', benchmarkSection(ctx)),
      keyed('forecast', forecastSection(ctx)),
    ]),
    page('outlook', [running, keyed('capacity', capacitySection(ctx)), keyed('narrative', narrativeSection(ctx))]),
  ];
}
