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
