import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import { COVERAGE_PATH } from '../paths';

const RECHECK_MS = 5_000;

/**
 * Shown on every page when the server has no data loaded (`/api/health` → `geodata: "none"`): look-ups and
 * analyses would fail, so say so before the visitor types an address. Rendered only after the browser asked.
 */
export function NoDataBanner() {
  const [none, setNone] = useState(false);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) =>
      api.GET('/api/health').then(
        ({ data }) => {
          if (!live || !data) return;
          setNone(data.geodata === 'none');
          // A server that has just started may still be building or loading its pack: ask again a few times.
          if (['idle', 'building', 'loading'].includes(data.geodata) && attempt < 12)
            timer = setTimeout(() => check(attempt + 1), RECHECK_MS);
        },
        () => undefined,
      );
    check(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  if (!none) return null;
  return (
    <div className="notice no-data-banner" role="alert">
      <div className="container">
        <strong>No data is loaded on this server.</strong> Address look-ups and analyses are unavailable until the
        operator loads data for a market (<code>npm run data:fetch</code>). <a href={COVERAGE_PATH}>Coverage</a>
      </div>
    </div>
  );
}
