import type { FetchContext } from '../fetch-context.js';
import type { SourceProgress } from '../progress.js';
import { fetchSodaPages } from './socrata.js';

/** Chicago's place GEOID and county: the portal covers the city only. */
const CHICAGO_PLACE = '1714000';
const COOK_COUNTY = '17031';

/** One City of Chicago portal dataset fetched through SODA, and where its build input goes. */
export interface PortalDataset {
  key: string;
  /** Socrata 4x4 id on data.cityofchicago.org. */
  id: string;
  title: string;
  format: 'json' | 'geojson';
  /** Vintage when the dataset is not live (e.g. historical counts); live ones get the retrieval date. */
  vintage?: string;
}

/**
 * The portal datasets SiteScout reads. Ids are the portal's; `CHICAGO_PORTAL_URL` points elsewhere.
 */
export const CHICAGO_DATASETS: PortalDataset[] = [
  { key: 'business-licences', id: 'uupf-x98q', title: 'Business Licenses - Current Active', format: 'json' },
  { key: 'zoning', id: 'dj47-wfun', title: 'Boundaries - Zoning Districts (current)', format: 'geojson' },
  { key: 'street-centerlines', id: '6imu-meau', title: 'Street Center Lines', format: 'json' },
  {
    key: 'traffic-counts',
    id: 'pfsx-4n4m',
    title: 'Average Daily Traffic Counts',
    format: 'json',
    vintage: '2006-2007',
  },
  {
    key: 'cta-ridership',
    id: 't2rn-p8d7',
    title: "CTA - Ridership - 'L' Station Entries - Monthly Day-Type Averages & Totals",
    format: 'json',
  },
];

export function coversChicago(ctx: FetchContext): boolean {
  const { area } = ctx;
  return area.placeGeoid === CHICAGO_PLACE || area.countyFips.includes(COOK_COUNTY);
}

/** Every dataset of {@link CHICAGO_DATASETS}, paged, into `chicago-portal/<key>.<format>` for the build. */
export async function fetchChicagoPortal(ctx: FetchContext, progress: SourceProgress): Promise<string> {
  const counts: string[] = [];
  for (const dataset of CHICAGO_DATASETS) {
    progress.note(`${dataset.title} (${dataset.id})`);
    const pages = await fetchSodaPages(ctx, progress, {
      source: 'chicago-portal',
      baseUrl: ctx.config.chicagoPortalUrl,
      datasetId: dataset.id,
      format: dataset.format,
    });
    const body =
      dataset.format === 'geojson'
        ? JSON.stringify({ type: 'FeatureCollection', features: pages.items })
        : JSON.stringify(pages.items);
    ctx.writeProduct('chicago-portal', `chicago-portal/${dataset.key}.${dataset.format}`, body, {
      kind: `chicago-portal-${dataset.key}`,
      name: dataset.key,
      source: `City of Chicago data portal, ${dataset.title} (${dataset.id})`,
      vintage: dataset.vintage ?? ctx.today(),
      url: pages.firstUrl,
      requests: pages.requests,
      retrievedAt: pages.requests[pages.requests.length - 1]?.retrievedAt ?? ctx.now().toISOString(),
      area: 'Chicago, IL',
      licence: 'City of Chicago data portal terms',
      attribution: 'City of Chicago',
    });
    counts.push(`${pages.items.length.toLocaleString('en-US')} ${dataset.key}`);
  }
  return counts.join(', ');
}
