import { useRef } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import type { AnalysisQuote } from '../api/quote-analysis';

/**
 * Before spending on a site where the data covers only part of the report: what will and will not be in it,
 * per site, and a choice to go ahead or change the sites.
 */
export function PartialDataConfirm({
  quote,
  costLine,
  onConfirm,
  onCancel,
  busy,
}: {
  quote: AnalysisQuote;
  costLine: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  // It takes the place of the Run button just pressed: the focus moves to its title.
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(title);
  return (
    <section className="partial-confirm" aria-labelledby="partial-confirm-title">
      <h2 id="partial-confirm-title" ref={title} tabIndex={-1}>
        Some data is missing here
      </h2>
      <p>
        Our data does not cover every part of the report at these sites. Before you spend anything, section by section (
        <Link to="/coverage">where each section is available</Link>):
      </p>
      {quote.sites
        .filter((s) => s.partial || s.gettingData)
        .map((site) => (
          <div key={`${site.label}-${site.lat}-${site.lon}`} className="partial-site">
            <h3>{site.label}</h3>
            {site.gettingData ? (
              <p className="getting-data">
                {site.gettingData}, before the analysis runs. The lists below are what the data loaded now covers; the
                fetched data adds to them.
              </p>
            ) : null}
            <div className="partial-lists">
              <div>
                <h4>In the report</h4>
                {site.included.length > 0 ? (
                  <ul>
                    {site.included.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : (
                  <p>Only the location and the map.</p>
                )}
              </div>
              <div>
                <h4>Not in the report</h4>
                <ul>
                  {site.missing.map((m) => (
                    <li key={m.part}>
                      {m.part} <small>({m.reason})</small>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        ))}
      <p>{costLine}</p>
      <div className="hero-actions">
        <BusyButton type="button" className="btn btn-primary" busy={busy} onClick={onConfirm}>
          {busy ? 'Starting…' : 'Run anyway'}
        </BusyButton>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Change the sites
        </button>
      </div>
    </section>
  );
}
