import type { paths } from '@/lib/api/schema';

// Shapes come from the server's OpenAPI document (route schemas of apps/server/src/plugins/batches).

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type BatchPreview = Json<paths['/api/batches/preview']['post']['responses'][200]>;
export type ColumnMapping = BatchPreview['suggested'];
export type BatchSummary = Json<paths['/api/batches']['post']['responses'][202]>;
export type BatchDetail = Json<paths['/api/batches/{id}']['get']['responses'][200]>;
export type BatchRow = BatchDetail['rows'][number];
export type BatchRowResult = NonNullable<BatchRow['result']>;
export type ScorePart = keyof BatchRowResult['parts'];
export type BusinessTypeOption = Json<paths['/api/business-types']['get']['responses'][200]>['businessTypes'][number];
