import type { AnalysisProgress as Progress } from '../types';

/** The job's progress bar with the step name, as the SSE stream reports it. */
export function AnalysisProgress({ progress }: { progress: Progress }) {
  return (
    <div className="analysis-progress" data-step={progress.step}>
      <div
        className="progress-track"
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}% — ${progress.message}`}
      >
        <span className="progress-fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="progress-step">
        <strong>{progress.message}</strong> <span className="progress-percent">{progress.percent}%</span>
      </p>
    </div>
  );
}
