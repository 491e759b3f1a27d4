import { queryOptions, useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { BusinessTypeList } from '../types';

/** The taxonomy the new-analysis form searches: 25 business types with keywords and default radii. */
export async function getBusinessTypes(): Promise<BusinessTypeList> {
  const { data, error, response } = await api.GET('/api/business-types');
  if (!data) throw toApiError(response.status, error);
  return data;
}

export const businessTypesQueryOptions = () =>
  queryOptions({ queryKey: ['business-types'], queryFn: getBusinessTypes, staleTime: Infinity });

export function useBusinessTypes() {
  return useQuery(businessTypesQueryOptions());
}
