import { type ReactNode, useRef } from 'react';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import type { Holdings } from '../api/get-holdings';

/**
 * Offered in place of "Run" when a comparison cannot be paid for: buy a Complete Report here, or run the sites
 * one by one with analysis credits (one each).
 */
export function ComparisonOffer({
  siteCount,
  reason,
  holdings,
  buyCompleteReport,
  onRunSeparately,
  busy,
}: {
  siteCount: number;
  reason: string;
  holdings: Holdings | undefined;
  buyCompleteReport: ReactNode;
  onRunSeparately: () => void;
  busy: boolean;
}) {
  // It takes the place of the Run button just pressed: the focus moves to its title.
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(title);
  const credits = holdings?.analysisCredits ?? 0;
  const enough = credits >= siteCount;
  return (
    <section className="comparison-offer" aria-labelledby="comparison-offer-title">
      <h2 id="comparison-offer-title" ref={title} tabIndex={-1}>
        Compare these {siteCount} sites
      </h2>
      <p>{reason}</p>
      {siteCount <= 3 && (
        <div className="offer-choice">
          <p>
            <strong>A Complete Report ($75)</strong> compares up to 3 sites side by side in one report. You come back to
            this form after paying.
          </p>
          {buyCompleteReport}
        </div>
      )}
      <div className="offer-choice">
        <p>
          <strong>Or run the sites one by one</strong>: {siteCount} separate reports without the comparison, one
          analysis credit each ({siteCount} of your {credits}).
        </p>
        <button type="button" className="btn btn-outline" disabled={!enough || busy} onClick={onRunSeparately}>
          {busy ? 'Starting…' : `Run ${siteCount} separate analyses`}
        </button>
        {!enough && <p className="form-hint">You have {credits}: buy more analyses first.</p>}
      </div>
    </section>
  );
}
