import type { SiteResult } from '../types';

/** Published corridor and city rents covering the site, each as stated with period, metric and authority. */
export function CorridorRentsList({ rents }: { rents: SiteResult['costs']['corridorRents'] }) {
  if (!rents || rents.length === 0) return null;
  return (
    <table className="data-table">
      <caption>Published retail rents covering this site (each as stated, never averaged)</caption>
      <thead>
        <tr>
          <th scope="col">Area</th>
          <th scope="col">Rent</th>
          <th scope="col">Period</th>
          <th scope="col">Source and authority</th>
          <th scope="col">Used?</th>
        </tr>
      </thead>
      <tbody>
        {rents.map((e) => (
          <tr key={`${e.area}-${e.period}-${e.metric}`}>
            <th scope="row">{e.area}</th>
            <td>
              {e.stated} <small className="figure-source">{e.metric}</small>
            </td>
            <td>{e.period}</td>
            <td className="figure-source">
              <a href={e.sourceUrl} rel="noopener noreferrer nofollow">
                {e.producer}
              </a>
              , {e.authority}
            </td>
            <td>{e.use === 'estimate' ? 'local estimate' : e.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
