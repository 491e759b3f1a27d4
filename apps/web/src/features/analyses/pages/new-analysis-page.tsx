import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BusyButton } from '@/components/ui/busy-button';
import { ApiError } from '@/lib/api/api-error';
import { useCreateAnalysis } from '../api/create-analysis';
import { useBusinessTypes } from '../api/get-business-types';
import { useHoldings } from '../api/get-holdings';
import { type AnalysisQuote, quoteAnalysis, useAnalysisQuote } from '../api/quote-analysis';
import { useAnalysesSession } from '../components/analyses-session';
import { BusinessTypePicker } from '../components/business-type-picker';
import { ComparisonOffer } from '../components/comparison-offer';
import { PartialDataConfirm } from '../components/partial-data-confirm';
import { DEFAULT_PRIORITIES, PrioritySliders } from '../components/priority-sliders';
import { RunCost } from '../components/run-cost';
import { SiteAddressField } from '../components/site-address-field';
import { usesText } from '../lib/cost-text';
import { type FormDraft, saveFormDraft, takeFormDraft } from '../lib/form-draft';
import { formFieldOf } from '../lib/form-field';
import { ANALYSES_PATH, analysisPath } from '../lib/paths';
import { siteFieldError } from '../lib/site-field-error';
import type { CreateAnalysisBody, Priorities, SiteDraft } from '../types';

let nextKey = 0;
const newDraft = (): SiteDraft => ({ key: `site-${nextKey++}`, text: '', match: null, matchedText: '', pin: null });

type FieldErrors = Record<string, string>;

/** The request as the form stands; null until a type is chosen and every address has its match. */
function requestOf(
  businessType: string | null,
  drafts: SiteDraft[],
  radiusMiles: number,
  priorities: Priorities,
): CreateAnalysisBody | null {
  if (!businessType || drafts.some((d) => !d.match || d.matchedText !== d.text.trim())) return null;
  return {
    businessType,
    // A moved pin is sent as coordinates (precision "pin"); otherwise the text, so the server keeps the geocoder's precision.
    sites: drafts.map((d) =>
      d.pin ? { lat: d.pin.lat, lon: d.pin.lon, label: d.match?.label ?? d.text.trim(), pinned: true } : d.text.trim(),
    ),
    radiusMiles,
    priorities,
  };
}

/**
 * The new-analysis form: business type, 1..N geocoded sites with pins, radius, priorities — with the balance and
 * what the run will use beside it. A comparison the account cannot pay for offers a Complete Report or separate
 * runs; a site where the data covers only part of the report asks to confirm first.
 */
export function NewAnalysisPage() {
  const types = useBusinessTypes();
  const create = useCreateAnalysis();
  const navigate = useNavigate();
  const session = useAnalysesSession();
  const queryClient = useQueryClient();
  const holdings = useHoldings();
  // Back from paying for what the form needed (a Complete Report): the form as it was left.
  const [restored] = useState<FormDraft | null>(() =>
    new URLSearchParams(window.location.search).has('payment') ? takeFormDraft() : null,
  );
  const [businessType, setBusinessType] = useState<string | null>(restored?.businessType ?? null);
  const [drafts, setDrafts] = useState<SiteDraft[]>(() =>
    restored && restored.drafts.length > 0 ? restored.drafts.map((d) => ({ ...d, key: newDraft().key })) : [newDraft()],
  );
  const [radius, setRadius] = useState<number | null>(restored?.radius ?? null);
  const [priorities, setPriorities] = useState<Priorities>(restored?.priorities ?? DEFAULT_PRIORITIES);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The quote shown for a comparison offer or a partial-data confirmation, until the form changes. */
  const [pending, setPending] = useState<{
    kind: 'offer' | 'confirm';
    quote: AnalysisQuote;
    body: CreateAnalysisBody;
  } | null>(null);
  const [separateBusy, setSeparateBusy] = useState(false);
  // While a purchase is offered, the form is kept so the buyer comes back to it after the checkout.
  useEffect(() => {
    if (pending?.kind === 'offer') saveFormDraft({ businessType, drafts, radius, priorities });
  }, [pending, businessType, drafts, radius, priorities]);

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
  const liveBody = useMemo(
    () => requestOf(businessType, drafts, radiusValue, priorities),
    [businessType, drafts, radiusValue, priorities],
  );
  const quote = useAnalysisQuote(liveBody);
  // An offer or confirmation belongs to the request it was made for: any change to the form closes it.
  const shown = pending && liveBody && JSON.stringify(pending.body) === JSON.stringify(liveBody) ? pending : null;

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!businessType) found.businessType = 'Business type: choose one from the list.';
    drafts.forEach((d, i) => {
      const problem = siteFieldError(d, `Address ${i + 1}`);
      if (problem) found[`sites.${i}`] = problem;
    });
    if (!(radiusValue >= limits.min && radiusValue <= limits.max))
      found.radiusMiles = `Radius: must be between ${limits.min} and ${limits.max} miles.`;
    return found;
  };

  const start = async (body: CreateAnalysisBody) => {
    try {
      const created = await create.mutateAsync(body);
      navigate(analysisPath(created.id));
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', (error as Error).message);
      setErrors({ [formFieldOf(e.field)]: e.message });
      toast.error('The analysis could not be started', { description: e.message });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const body = requestOf(businessType, drafts, radiusValue, priorities);
    if (Object.keys(found).length > 0 || !body) {
      toast.error('Please correct the form', { description: Object.values(found)[0] });
      return;
    }
    let answer: AnalysisQuote;
    try {
      answer = await queryClient.fetchQuery({
        queryKey: ['analyses', 'quote', body],
        queryFn: async () => quoteAnalysis(await session.getAccessToken(), body),
        staleTime: 30_000,
      });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', (error as Error).message);
      setErrors({ [formFieldOf(e.field)]: e.message });
      toast.error('The analysis could not be checked', { description: e.message });
      return;
    }
    if (answer.blocked) return setPending({ kind: 'offer', quote: answer, body });
    if (answer.sites.some((s) => s.partial || s.gettingData))
      return setPending({ kind: 'confirm', quote: answer, body });
    await start(body);
  };

  /** Each site as its own one-site analysis (one analysis credit each), then the list of analyses. */
  const runSeparately = async (body: CreateAnalysisBody) => {
    setSeparateBusy(true);
    let started = 0;
    try {
      for (const site of body.sites) {
        await create.mutateAsync({ ...body, sites: [site] });
        started++;
      }
      toast.success(`${started} analyses started`, { description: 'Each has its own report; they finish in turn.' });
      navigate(ANALYSES_PATH);
    } catch (error) {
      toast.error(`Started ${started} of ${body.sites.length}`, { description: (error as Error).message });
      setSeparateBusy(false);
    }
  };

  return (
    <div className="container section analyses-page">
      {session.slots?.paymentNotice}
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
              Default radius for {chosenType.label}: {chosenType.defaultRadiusMiles} mi
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
        <RunCost holdings={holdings.data} quote={quote.data} siteCount={drafts.length} />
        {shown?.kind === 'offer' && (
          <ComparisonOffer
            siteCount={shown.body.sites.length}
            reason={shown.quote.blocked?.message ?? ''}
            holdings={holdings.data}
            buyCompleteReport={session.slots?.buyCompleteReport}
            busy={separateBusy}
            onRunSeparately={() => runSeparately(shown.body)}
          />
        )}
        {shown?.kind === 'confirm' && (
          <PartialDataConfirm
            quote={shown.quote}
            costLine={usesText(shown.quote, shown.body.sites.length) ?? ''}
            busy={create.isPending}
            onConfirm={() => start(shown.body)}
            onCancel={() => setPending(null)}
          />
        )}
        {!shown && (
          <>
            <p className="form-hint">
              What a report holds depends on where the site is; before anything is spent you see, section by section,
              what yours will hold. <Link to="/coverage">Where each section is available</Link>
            </p>
            <BusyButton type="submit" className="btn btn-primary btn-lg" busy={create.isPending}>
              {create.isPending ? 'Starting…' : 'Run analysis'}
            </BusyButton>
          </>
        )}
      </form>
    </div>
  );
}
