import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { BusinessTypeList } from '../types';

/** The business types the finder can rank areas for (`GET /api/business-types`). */
export function useBusinessTypes() {
  return useQuery({
    queryKey: ['business-types'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<BusinessTypeList> => {
      const { data, error, response } = await api.GET('/api/business-types');
      if (!data) throw toApiError(response.status, error);
      return data;
    },
  });
}
