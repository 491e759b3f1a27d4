import { type FormEvent, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateAnalysis } from '../api/create-analysis';
import { useBusinessTypes } from '../api/get-business-types';
import { BusinessTypePicker } from '../components/business-type-picker';
import { PrioritySliders } from '../components/priority-sliders';
import { SiteAddressField, type SiteDraft } from '../components/site-address-field';
import { ApiError } from '../lib/api-error';
import { formFieldOf } from '../lib/form-field';
import { analysisPath } from '../lib/paths';
import type { CreateAnalysisBody, Priorities } from '../types';

let nextKey = 0;
const newDraft = (): SiteDraft => ({ key: `site-${nextKey++}`, text: '', match: null, matchedText: '', pin: null });

type FieldErrors = Record<string, string>;

/** The new-analysis form: business type, 1..N geocoded sites with pins, radius, priorities. */
export function NewAnalysisPage() {
  const types = useBusinessTypes();
  const create = useCreateAnalysis();
  const navigate = useNavigate();
  const [businessType, setBusinessType] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<SiteDraft[]>(() => [newDraft()]);
  const [radius, setRadius] = useState<number | null>(null);
  const [priorities, setPriorities] = useState<Priorities>({
    footTraffic: 50,
    lowCompetition: 50,
    customerProximity: 50,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const updateDraft = useCallback((d: SiteDraft) => {
    setDrafts((all) => {
      const index = all.findIndex((x) => x.key === d.key);
      // An edited address drops the error shown for it; the next submit checks it again.
      setErrors((e) => (e[`sites.${index}`] ? { ...e, [`sites.${index}`]: '' } : e));
      return all.map((x) => (x.key === d.key ? d : x));
    });
  }, []);
  const chosenType = types.data?.businessTypes.find((t) => t.id === businessType);
  const radiusValue = radius ?? chosenType?.defaultRadiusMiles ?? 1;
  const limits = types.data?.radius ?? { min: 0.25, max: 50 };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!businessType) found.businessType = 'Business type: choose one from the list.';
    drafts.forEach((d, i) => {
      if (d.text.trim() === '')
        found[`sites.${i}`] = `Address ${i + 1}: enter an address, ZIP, "City, ST" or "lat, lon".`;
      else if (!d.match || d.matchedText !== d.text.trim())
        found[`sites.${i}`] = `Address ${i + 1}: wait for the match to appear, or correct the address.`;
    });
    if (!(radiusValue >= limits.min && radiusValue <= limits.max))
      found.radiusMiles = `Radius: must be between ${limits.min} and ${limits.max} miles.`;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !businessType) {
      toast.error('Please correct the form', { description: Object.values(found)[0] });
      return;
    }
    const body: CreateAnalysisBody = {
      businessType,
      // A moved pin is sent as coordinates (precision "pin"); otherwise the text, so the server keeps the geocoder's precision.
      sites: drafts.map((d) =>
        d.pin
          ? { lat: d.pin.lat, lon: d.pin.lon, label: d.match?.label ?? d.text.trim(), pinned: true }
          : d.text.trim(),
      ),
      radiusMiles: radiusValue,
      priorities,
    };
    try {
      const created = await create.mutateAsync(body);
      navigate(analysisPath(created.id));
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', (error as Error).message);
      setErrors({ [formFieldOf(e.field)]: e.message });
      toast.error('The analysis could not be started', { description: e.message });
    }
  };

  return (
    <div className="container section analyses-page">
      <h1>New analysis</h1>
      {types.isError && <p className="form-error">Business types could not be loaded: {types.error.message}</p>}
      <form className="analysis-form" onSubmit={submit} noValidate>
        {types.data && (
          <BusinessTypePicker
            types={types.data.businessTypes}
            value={businessType}
            onChange={(id) => {
              setBusinessType(id);
              setErrors((e) => ({ ...e, businessType: '' }));
              setRadius(null);
            }}
            error={errors.businessType}
          />
        )}
        {drafts.map((d, i) => (
          <SiteAddressField
            key={d.key}
            index={i}
            draft={d}
            onChange={updateDraft}
            onRemove={drafts.length > 1 ? () => setDrafts((all) => all.filter((x) => x.key !== d.key)) : undefined}
            error={errors[`sites.${i}`]}
          />
        ))}
        {errors.sites && (
          <p className="field-error" role="alert">
            {errors.sites}
          </p>
        )}
        <button type="button" className="btn btn-outline" onClick={() => setDrafts((all) => [...all, newDraft()])}>
          Add another site
        </button>
        <p className="form-hint">
          Comparing several sites needs a Complete Report (up to 3 sites) or Pro; one site uses one analysis credit.
        </p>
        <div className="field">
          <label htmlFor="analysis-radius">Radius (miles)</label>
          <input
            id="analysis-radius"
            type="number"
            min={limits.min}
            max={limits.max}
            step={0.25}
            value={radiusValue}
            aria-invalid={errors.radiusMiles ? true : undefined}
            onChange={(e) => {
              setRadius(Number(e.target.value));
              setErrors((all) => ({ ...all, radiusMiles: '' }));
            }}
          />
          {chosenType && (
            <small>
              Default for {chosenType.label.toLowerCase()}: {chosenType.defaultRadiusMiles} mi
            </small>
          )}
          {errors.radiusMiles && (
            <p className="field-error" role="alert">
              {errors.radiusMiles}
            </p>
          )}
        </div>
        <PrioritySliders value={priorities} onChange={setPriorities} />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        {Object.entries(errors)
          .filter(
            ([k, m]) => m && !['form', 'businessType', 'radiusMiles', 'sites'].includes(k) && !k.startsWith('sites.'),
          )
          .map(([k, m]) => (
            <p key={k} className="form-error" role="alert">
              {m}
            </p>
          ))}
        <button type="submit" className="btn btn-primary btn-lg" disabled={create.isPending}>
          {create.isPending ? 'Starting…' : 'Run analysis'}
        </button>
      </form>
    </div>
  );
}
