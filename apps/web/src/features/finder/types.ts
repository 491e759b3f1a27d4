import type { paths } from '@/lib/api/schema';

// Shapes come from the server's OpenAPI document (route schemas of apps/server/src/plugins/finder).

export type FinderBody = NonNullable<paths['/api/finder']['post']['requestBody']>['content']['application/json'];
export type FinderArea = FinderBody['area'];
export type FinderPriorities = NonNullable<FinderBody['priorities']>;
export type FinderResult = paths['/api/finder']['post']['responses'][200]['content']['application/json'];
export type RankedArea = FinderResult['areas'][number];
export type FinderUsage = paths['/api/finder/usage']['get']['responses'][200]['content']['application/json'];
export type BusinessTypeList = paths['/api/business-types']['get']['responses'][200]['content']['application/json'];
export type Basemap = paths['/api/basemap']['get']['responses'][200]['content']['application/json'];
