import type { AnalysisProgress as Progress } from '../types';

/**
 * The job's progress bar with the step name, as the SSE stream reports it; while the connection to the server
 * (or the server's to its database) is lost, a status line says it is reconnecting.
 */
export function AnalysisProgress({ progress, reconnecting = false }: { progress: Progress; reconnecting?: boolean }) {
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
      <p className="progress-connection" role="status">
        {reconnecting ? 'Connection lost. Reconnecting… the analysis keeps running on the server.' : ''}
      </p>
    </div>
  );
}
