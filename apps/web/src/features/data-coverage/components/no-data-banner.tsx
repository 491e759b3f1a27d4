import { useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import { getGeodataStatus } from '../api/get-geodata-status';
import { COVERAGE_PATH } from '../paths';

const RECHECK_MS = 3_000;
/** A first start fetches and builds for a few minutes: keep asking (every 3 s) for up to 30 minutes. */
const MAX_CHECKS = 600;

/** A first start fetching its default market from the official sources, then building the pack from it. */
const PREPARING: readonly string[] = ['fetching', 'building'];

type Shown = { kind: 'none' } | { kind: 'preparing'; message: string } | null;

/**
 * Shown on every page while look-ups and analyses cannot work: the server has no data loaded, or it is fetching or
 * building its data pack on a first start (then the server's own words say what it is doing, and the notice goes away by
 * itself once the data is ready). Rendered only after the browser asked.
 */
export function NoDataBanner() {
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (attempt: number) =>
      api.GET('/api/health').then(
        async ({ data }) => {
          if (!live || !data) return;
          if (PREPARING.includes(data.geodata)) {
            const status = await getGeodataStatus().catch(() => null);
            if (live && status && PREPARING.includes(status.state) && status.message)
              setShown({ kind: 'preparing', message: status.message });
          } else setShown(data.geodata === 'none' ? { kind: 'none' } : null);
          // A server that has just started may still be building or loading its pack: ask again.
          if (live && ['idle', ...PREPARING, 'loading'].includes(data.geodata) && attempt < MAX_CHECKS)
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
  if (shown?.kind === 'preparing')
    return (
      <div className="notice no-data-banner" role="status" data-testid="data-preparing">
        <div className="container">{shown.message}</div>
      </div>
    );
  if (!shown) return null;
  return (
    <div className="notice no-data-banner" role="alert">
      <div className="container">
        <strong>No data is loaded on this server.</strong> Address look-ups and analyses are unavailable until the
        operator loads data for a market (<code>npm run data:fetch</code>). <a href={COVERAGE_PATH}>Coverage</a>
      </div>
    </div>
  );
}
