import type { SiteAnalysis, SiteComparison } from '@sitescout/engine';
import type { paths } from '@/lib/api/schema';

// Shapes come from the server's OpenAPI document; the engine's result body is typed by the engine itself.

export type AnalysisSummary =
  paths['/api/analyses']['get']['responses'][200]['content']['application/json']['analyses'][number];
type DetailBody = paths['/api/analyses/{id}']['get']['responses'][200]['content']['application/json'];
export type AnalysisProgress = AnalysisSummary['progress'];
export type CreateAnalysisBody = NonNullable<
  paths['/api/analyses']['post']['requestBody']
>['content']['application/json'];
export type Priorities = NonNullable<CreateAnalysisBody['priorities']>;
export type BusinessTypeList = paths['/api/business-types']['get']['responses'][200]['content']['application/json'];
export type BusinessTypeInfo = BusinessTypeList['businessTypes'][number];
export type GeocodeAnswer = paths['/api/geocode']['get']['responses'][200]['content']['application/json'];
export type AddressSuggestion =
  paths['/api/geocode/suggest']['get']['responses'][200]['content']['application/json']['suggestions'][number];
export type Basemap = paths['/api/basemap']['get']['responses'][200]['content']['application/json'];

/** A site's analysis (`capacity` is absent on analyses made before the capacity model). */
export type SiteResult = SiteAnalysis;

export interface AnalysisResult {
  analyses: SiteResult[];
  comparison: SiteComparison | null;
  /** Set when the analysis ran on partial data (a county's official data could not be fetched). */
  dataNotice?: string;
}

export type AnalysisDetail = Omit<DetailBody, 'result'> & { result: AnalysisResult | null };

/** A candidate site being entered: what was typed, what it geocoded to, and where the pin was moved. */
export interface SiteDraft {
  key: string;
  text: string;
  match: GeocodeAnswer | null;
  /** The text `match` answers; a match for older text does not count as geocoded. */
  matchedText: string;
  pin: { lat: number; lon: number } | null;
  /** The lookup's answer when it found no match for `text` (no match is coming until the text changes). */
  lookupError?: string | null;
  /** The user chose to run at a ZIP or town centre rather than place the pin (asked before any credit is spent). */
  centreAccepted?: boolean;
}
