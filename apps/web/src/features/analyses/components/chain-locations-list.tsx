import { formatMiles } from '../lib/format';
import type { SiteResult } from '../types';

const LISTED = 10;

/** National chains' stores near the site from the 2024 store locators, each labelled as such. */
export function ChainLocationsList({ chains }: { chains: SiteResult['competitors']['chainLocations'] }) {
  if (!chains || chains.items.length === 0) return null;
  return (
    <table className="data-table">
      <caption>
        2024 chain locations: {chains.note}{' '}
        <small className="figure-source">
          ({chains.source}, {chains.vintage})
        </small>
      </caption>
      <thead>
        <tr>
          <th scope="col">Chain store</th>
          <th scope="col">Address</th>
          <th scope="col">Distance</th>
        </tr>
      </thead>
      <tbody>
        {chains.items.slice(0, LISTED).map((e) => (
          <tr key={`${e.brand}-${e.lat}-${e.lon}`}>
            <th scope="row">
              {e.brand} <small className="tag">{e.label}</small>
              {e.status ? <small className="figure-source"> {e.status}</small> : null}
            </th>
            <td>{e.address ?? '–'}</td>
            <td>{formatMiles(e.distanceMiles)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
