import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { paths } from '@/lib/api/schema';

export type GeodataStatus = paths['/api/geodata/status']['get']['responses'][200]['content']['application/json'];

/** `GET /api/geodata/status`: the loaded layers with their areas and vintages (or why there are none). */
export async function getGeodataStatus(): Promise<GeodataStatus> {
  const { data, response } = await api.GET('/api/geodata/status');
  if (!data) throw new Error(`the server answered ${response.status}`);
  return data;
}

export type StatusLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & GeodataStatus);

/** Loads the status once, in the browser only (prerendered pages render the loading state). */
export function useGeodataStatus(): StatusLoad {
  const [load, setLoad] = useState<StatusLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getGeodataStatus().then(
      (s) => live && setLoad({ ...s, status: 'ready' }),
      (e: unknown) => live && setLoad({ status: 'error', message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return load;
}
