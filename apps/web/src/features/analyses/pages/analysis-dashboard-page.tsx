import { comparisonOf, rescoreResult } from '@sitescout/engine/rescore';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAnalysis } from '../api/get-analysis';
import { useAnalysisProgress } from '../api/watch-analysis-progress';
import { AnalysisMap } from '../components/analysis-map';
import { AnalysisProgress } from '../components/analysis-progress';
import { BenchmarkTable } from '../components/benchmark-table';
import { ComparisonTable } from '../components/comparison-table';
import { CompetitorsSection } from '../components/competitors-section';
import { DashboardSectionNav } from '../components/dashboard-section-nav';
import { DemographicsSection } from '../components/demographics-section';
import { DownloadsBar } from '../components/downloads-bar';
import { ForecastSection } from '../components/forecast-section';
import { MethodsSection } from '../components/methods-section';
import { NarrativeSection } from '../components/narrative-section';
import { DEFAULT_PRIORITIES } from '../components/priority-sliders';
import { ReweightPanel } from '../components/reweight-panel';
import { ScoresSection } from '../components/scores-section';
import { SiteAnswer } from '../components/site-answer';
import { SiteDetailsSection } from '../components/site-details-section';
import { SourcesSection } from '../components/sources-section';
import { TradeAreaSection } from '../components/trade-area-section';
import { collectEstimateMethods, numberEstimateMethods } from '../lib/estimate-methods';
import { formatDate } from '../lib/format';
import { ANALYSES_PATH } from '../lib/paths';
import type { AnalysisDetail, AnalysisResult, Priorities, AnalysisProgress as Progress } from '../types';

function FinishedDashboard({ analysis, progress }: { analysis: AnalysisDetail; progress: Progress }) {
  const [selected, setSelected] = useState(0);
  // The site the map zooms to: none at first (the map frames every site), then the one the owner picks.
  const [focus, setFocus] = useState<number | null>(null);
  const saved: Priorities = { ...DEFAULT_PRIORITIES, ...analysis.priorities };
  const [sliders, setSliders] = useState<Priorities>(saved);
  const changed = (['footTraffic', 'lowCompetition', 'customerProximity'] as const).some(
    (k) => sliders[k] !== saved[k],
  );
  // Moved sliders re-score in the browser from the stored parts (the engine's own function); unmoved, the stored result.
  const result = useMemo<AnalysisResult | null>(
    () => (analysis.result && changed ? rescoreResult(analysis.result, sliders) : analysis.result),
    [analysis.result, changed, sliders],
  );
  // Results stored before comparisons carried their cells are compared again with the same engine rules.
  const comparison = useMemo(() => (result ? comparisonOf(result) : null), [result]);
  // Numbered before the sections draw, so each figure can say "Estimate (method E3)".
  const methods = numberEstimateMethods(useMemo(() => collectEstimateMethods(result?.analyses ?? []), [result]));
  if (!result || result.analyses.length === 0) return <p className="form-error">This analysis has no results.</p>;
  const site = result.analyses[Math.min(selected, result.analyses.length - 1)];
  if (!site) return null;
  const many = result.analyses.length > 1;
  return (
    <>
      {/* The answer first: the score and its main reason, above the downloads, the comparison and the map. */}
      <SiteAnswer site={site} many={many} />
      <DownloadsBar id={analysis.id} progress={progress} />
      {/* A county's official data could not be fetched: the result says it ran on partial data (as its PDF does). */}
      {analysis.result?.dataNotice && (
        <p className="notice" role="status" data-testid="partial-data-notice">
          {analysis.result.dataNotice}
        </p>
      )}
      <DashboardSectionNav />
      {/* Several sites: the comparison comes first, then the map and each site's sections. */}
      {comparison && <ComparisonTable analyses={result.analyses} comparison={comparison} />}
      {/* Above the map: picking a site zooms the map to it and switches the sections below to it. */}
      {result.analyses.length > 1 && (
        <div className="site-switcher">
          <p className="site-switcher-hint" id="site-switcher-hint">
            The map shows all {result.analyses.length} sites; the sections below show one. Pick a site to zoom to it and
            read its sections:
          </p>
          <div className="site-tabs" role="tablist" aria-label="Sites" aria-describedby="site-switcher-hint">
            {result.analyses.map((a, i) => (
              <button
                key={a.site.label}
                type="button"
                role="tab"
                id={`site-tab-${i}`}
                aria-controls="site-panel"
                aria-selected={i === selected}
                className={i === selected ? 'active' : undefined}
                onClick={() => {
                  setSelected(i);
                  setFocus(i);
                }}
              >
                {i + 1}. {a.site.label}
              </button>
            ))}
          </div>
        </div>
      )}
      <AnalysisMap sites={result.analyses} focus={focus} />
      {/* No slider moves a score that is not shown (abroad, or at the centre of an area wider than the ring). */}
      {result.analyses.some((a) => (a.location?.withheld ?? a.location?.needsUsData ?? []).length === 0) && (
        <ReweightPanel
          id={analysis.id}
          value={sliders}
          changed={changed}
          onChange={setSliders}
          onReset={() => setSliders(saved)}
        />
      )}
      <div
        role="tabpanel"
        id="site-panel"
        aria-labelledby={result.analyses.length > 1 ? `site-tab-${selected}` : undefined}
        aria-label={result.analyses.length > 1 ? undefined : site.site.label}
        className="site-panel"
      >
        <p className="site-heading">
          <strong>{site.site.label}</strong> — {site.site.lat.toFixed(5)}, {site.site.lon.toFixed(5)}
          {site.site.precision
            ? ` (precision: ${site.site.precision}${site.site.geocodeNote ? `; ${site.site.geocodeNote}` : ''})`
            : ''}
        </p>
        {site.location?.message && (
          <p className="location-note" data-testid="location-note">
            {site.location.message}
          </p>
        )}
        {Object.values(site.coverage.messages).length > 0 && (
          <ul className="coverage-note">
            {Object.entries(site.coverage.messages).map(([layer, message]) => (
              <li key={layer}>{message}</li>
            ))}
          </ul>
        )}
        {/* Outside the U.S. the sections computed from U.S. data would be empty, and at the centre of a ZIP or town
            wider than the ring they would describe one point of it, not the site: the note says which and why, the
            map shows the place. */}
        {(site.location?.withheld ?? site.location?.needsUsData ?? []).length === 0 && (
          <>
            <ScoresSection analysis={site} />
            <TradeAreaSection analysis={site} />
            <DemographicsSection analysis={site} />
            <CompetitorsSection analysis={site} />
            <SiteDetailsSection analysis={site} />
            <BenchmarkTable analysis={site} />
            <ForecastSection analysis={site} />
            <NarrativeSection analysis={site} />
          </>
        )}
      </div>
      <SourcesSection analyses={result.analyses} />
      <MethodsSection analyses={result.analyses} methods={methods} />
    </>
  );
}

/** One analysis: its progress while it runs, then the dashboard. */
export function AnalysisDashboardPage() {
  const { id = '' } = useParams();
  // Keyed by id: a re-run opens a new analysis, whose progress must not start from the old one's.
  return <AnalysisDashboard key={id} id={id} />;
}

function AnalysisDashboard({ id }: { id: string }) {
  const analysis = useAnalysis(id);
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = analysis.data !== undefined;
  // Arriving from Run (or a link), focus starts at the analysis' title, not on the page body.
  useEffect(() => {
    if (loaded) title.current?.focus({ preventScroll: true });
  }, [loaded]);
  const { progress, reconnecting } = useAnalysisProgress(id, analysis.data?.progress);

  if (analysis.isPending) return <div className="container section">Loading the analysis…</div>;
  if (analysis.isError)
    return (
      <div className="container section">
        <h1>Analysis not available</h1>
        <p className="form-error">{analysis.error.message}</p>
        <Link to={ANALYSES_PATH}>Back to your analyses</Link>
      </div>
    );
  const a = analysis.data;
  return (
    <div className="container section analyses-page analysis-dashboard">
      <p className="breadcrumb">
        <Link to={ANALYSES_PATH}>Your analyses</Link>
      </p>
      <h1 ref={title} tabIndex={-1}>
        {a.businessTypeLabel}: {a.siteLabels.join(' · ')}
      </h1>
      <p className="form-hint">
        Started {formatDate(a.createdAt)}, radius {a.radiusMiles} mi
        {a.finishedAt ? `, finished ${formatDate(a.finishedAt)}` : ''}.
      </p>
      {a.status === 'failed' ? (
        <div className="form-error" role="alert">
          The analysis failed: {a.error ?? 'unknown error'}.{' '}
          {a.refunded ? 'Your credit was given back.' : 'Your credit will be given back.'}
        </div>
      ) : a.status !== 'done' ? (
        progress && <AnalysisProgress progress={progress} reconnecting={reconnecting} />
      ) : (
        <FinishedDashboard analysis={a} progress={progress?.done ? progress : a.progress} />
      )}
    </div>
  );
}
