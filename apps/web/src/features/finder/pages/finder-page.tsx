import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SignedInApp } from '@/components/routing/signed-in-app';
import { useFinderUsage } from '../api/get-finder-usage';
import { useRunFinder } from '../api/run-finder';
import { useStartAreaAnalysis } from '../api/start-area-analysis';
import { FinderForm, type FinderFormValues, toFinderBody } from '../components/finder-form';
import { FinderMap } from '../components/finder-map';
import { useFinderSession } from '../components/finder-session';
import { FinderTable } from '../components/finder-table';
import { UsageNote } from '../components/usage-note';
import { analysisDashboardPath } from '../paths';
import type { FinderPriorities, RankedArea } from '../types';
import '../finder.css';

function Finder() {
  const usage = useFinderUsage();
  const run = useRunFinder();
  const start = useStartAreaAnalysis();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ businessType: string; priorities: FinderPriorities } | null>(null);
  const result = run.data;
  const error = run.error as { field?: string; message: string } | null;

  const search = (values: FinderFormValues) => {
    setSelected(null);
    setAsked({ businessType: values.businessType, priorities: values.priorities });
    run.mutate(toFinderBody(values));
  };
  const selectArea = (zcta: string) => {
    setSelected(zcta);
    document.getElementById(`finder-row-${zcta}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const analyse = (area: RankedArea) => {
    if (!result) return;
    start.mutate(
      { businessType: result.businessType, area, priorities: asked?.priorities ?? {} },
      { onSuccess: (id) => navigate(analysisDashboardPath(id)) },
    );
  };

  return (
    <div className="container section finder-page">
      <h1>Where should I open?</h1>
      <p className="lead">
        Every ZIP area of a county, a city, a list of ZIP codes or a circle, scored for your business from public data —
        demand, competition, access, cost and customer fit — and ranked. Then run a full analysis of the best.
      </p>
      <UsageNote usage={usage.data} />
      <FinderForm busy={run.isPending} fieldError={error?.field ? error : null} onSubmit={search} />
      {error && !error.field && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      {result && (
        <section className="finder-results" aria-label="Ranked ZIP areas">
          <h2>
            {result.businessTypeLabel}: {result.areasScored.toLocaleString('en-US')} ZIP areas ranked ({result.region})
          </h2>
          {result.areas.length === 0 ? (
            <p>No populated ZIP area with enough data lies in this area.</p>
          ) : (
            <>
              <FinderMap result={result} onSelect={selectArea} />
              {start.error && (
                <p className="form-error" role="alert">
                  The analysis could not start: {start.error.message}
                </p>
              )}
              <FinderTable
                areas={result.areas}
                selected={selected}
                starting={start.isPending ? (start.variables?.area.zcta ?? null) : null}
                onAnalyse={analyse}
              />
            </>
          )}
          <details className="finder-method">
            <summary>How the areas are scored</summary>
            <p>{result.method}</p>
            <p>
              An area's score is a SiteScout estimate at its Census internal point; “Analyse” runs the full analysis
              (competitors on a map, walk and transit scores, rents, zoning, forecast) at that point.
            </p>
          </details>
        </section>
      )}
    </div>
  );
}

/** `/app/find`: the best-location finder for signed-in accounts. */
export function FinderPage() {
  return (
    <SignedInApp
      session={useFinderSession()}
      title="Where should I open?"
      intro="Sign in to rank the ZIP areas of a county or city for your business — free up to a daily limit."
    >
      <Finder />
    </SignedInApp>
  );
}
