import { useGeodataStatus } from '../api/get-geodata-status';

/** Plain names for the pack's layers. */
const LAYER_LABEL: Record<string, string> = {
  demographics: 'Demographics (Census)',
  places: 'Businesses and places (competitors)',
  transit: 'Transit stops',
  bike: 'Bike share and routes',
  zoning: 'Zoning',
  traffic: 'Traffic counts',
  parks: 'Parks',
  'business-counts-county': 'Business counts by county (CBP)',
  'business-counts-zip': 'Business counts by ZIP (ZBP)',
  tracts: 'Census tracts',
  'community-areas': 'Community areas',
};

/** `/coverage`: each loaded layer, the areas it covers and the vintages of its data. */
export function CoveragePage() {
  const status = useGeodataStatus();
  return (
    <section className="section coverage-page">
      <div className="container">
        <h1>Data coverage</h1>
        <p>
          A full analysis needs every layer at the site. Outside a layer's areas the dashboard says which figures are
          missing rather than guessing.
        </p>
        {status.status === 'loading' && <p role="status">Loading the data status…</p>}
        {status.status === 'error' && <p role="alert">The data status could not be loaded: {status.message}</p>}
        {status.status === 'ready' && status.state === 'none' && (
          <p className="notice" role="alert">
            {status.message}
          </p>
        )}
        {status.status === 'ready' && ['fetching', 'building', 'loading'].includes(status.state) && (
          <p role="status">
            {status.message ?? 'The data is being prepared on the server; this page fills in once it is loaded.'}
          </p>
        )}
        {status.status === 'ready' && status.layers.length > 0 && (
          <table className="coverage-table">
            <caption>Layers loaded on this server</caption>
            <thead>
              <tr>
                <th scope="col">Layer</th>
                <th scope="col">Areas</th>
                <th scope="col">Vintage</th>
                <th scope="col">Sources</th>
              </tr>
            </thead>
            <tbody>
              {status.layers.map((layer) => (
                <tr key={layer.layer}>
                  <th scope="row">{LAYER_LABEL[layer.layer] ?? layer.layer}</th>
                  <td>{layer.areas.map((a) => a.name).join('; ')}</td>
                  <td>{layer.vintages.join(', ')}</td>
                  <td>{layer.sources.join('; ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
