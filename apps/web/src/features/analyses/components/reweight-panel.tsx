import type { PriorityShifts } from '@sitescout/engine/rescore';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useReweightAnalysis } from '../api/reweight-analysis';
import { analysisPath } from '../lib/paths';
import type { Priorities } from '../types';
import { PrioritySliders } from './priority-sliders';

/**
 * Priorities of a finished analysis: moving a slider re-scores the dashboard at once, in the browser, from the
 * stored parts of the site score; saving keeps the new weights as a new version of the analysis. Neither spends a
 * credit: nothing is measured again.
 */
export function ReweightPanel({
  id,
  value,
  changed,
  onChange,
  onReset,
}: {
  id: string;
  value: Priorities;
  changed: boolean;
  onChange: (p: Priorities) => void;
  onReset: () => void;
}) {
  const save = useReweightAnalysis(id);
  const navigate = useNavigate();
  return (
    <details className="dash-section reweight-panel" open>
      <summary>Change priorities (free)</summary>
      <PrioritySliders value={value} onChange={onChange} />
      <p className="form-hint" role="status">
        {changed
          ? 'The scores above and below are re-weighted with these priorities. Save them to keep this version; no credit is used.'
          : 'Scores update as you move a slider, from the parts already measured; no credit is used.'}
      </p>
      <div className="hero-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!changed || save.isPending}
          onClick={async () => {
            try {
              const sliders: PriorityShifts = {
                footTraffic: value.footTraffic,
                lowCompetition: value.lowCompetition,
                customerProximity: value.customerProximity,
              };
              const version = await save.mutateAsync(sliders);
              toast.success('New priorities saved', { description: 'A new version of this analysis; no credit used.' });
              navigate(analysisPath(version.id));
            } catch (error) {
              toast.error('The priorities could not be saved', { description: (error as Error).message });
            }
          }}
        >
          {save.isPending ? 'Saving…' : 'Save as a new version'}
        </button>
        <button type="button" className="btn btn-outline" disabled={!changed} onClick={onReset}>
          Reset
        </button>
      </div>
    </details>
  );
}
