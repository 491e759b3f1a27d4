import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useRerunAnalysis } from '../api/rerun-analysis';
import { analysisPath } from '../lib/paths';
import type { Priorities } from '../types';
import { PrioritySliders } from './priority-sliders';

/** Runs the same sites again with new priority sliders; the new analysis opens with its own progress bar. */
export function RerunPanel({ id, priorities }: { id: string; priorities: Priorities }) {
  const [value, setValue] = useState<Priorities>({
    footTraffic: 50,
    lowCompetition: 50,
    customerProximity: 50,
    ...priorities,
  });
  const rerun = useRerunAnalysis(id);
  const navigate = useNavigate();
  return (
    <details className="dash-section rerun-panel">
      <summary>Re-run with new priorities</summary>
      <PrioritySliders value={value} onChange={setValue} />
      <p className="form-hint">A re-run is a new analysis and uses a credit like the first one.</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={rerun.isPending}
        onClick={async () => {
          try {
            const created = await rerun.mutateAsync(value);
            navigate(analysisPath(created.id));
          } catch (error) {
            toast.error('The re-run could not be started', { description: (error as Error).message });
          }
        }}
      >
        {rerun.isPending ? 'Starting…' : 'Re-run analysis'}
      </button>
    </details>
  );
}
