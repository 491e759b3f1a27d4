import { type FormEvent, useCallback, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api/api-error';
import { useBusinessTypes } from '../api/get-business-types';
import { useRequestFreeAnalysis } from '../api/request-free-analysis';
import { formFieldOf } from '../lib/form-field';
import { siteFieldError } from '../lib/site-field-error';
import type { SiteDraft } from '../types';
import { BusinessTypePicker } from './business-type-picker';
import { SiteAddressField } from './site-address-field';

type FieldErrors = Record<string, string>;

const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emptyDraft = (): SiteDraft => ({ key: 'free-site', text: '', match: null, matchedText: '', pin: null });

/** Where the confirmation link went: what to do next, and a way back to the form. */
function CheckInbox({ email, onRestart }: { email: string; onRestart: () => void }) {
  return (
    <section className="card free-analysis-sent" aria-live="polite">
      <h2>Check your inbox</h2>
      <p>
        We sent a link to <strong>{email}</strong>. Follow it to start your free analysis.
      </p>
      <p className="form-hint">
        The link works for 24 hours and signs you in, so you see your analysis as it runs. If this address has had its
        free analysis already, the e-mail says so instead and how to sign in. Nothing arrived? Look in your spam folder,
        or ask again with the right address.
      </p>
      <button type="button" className="btn btn-outline" onClick={onRestart}>
        Use a different address
      </button>
    </section>
  );
}

/**
 * The free first analysis for someone without an account: business type, one address and an e-mail address.
 * Nothing runs until the e-mailed link is followed, so no one can spend another person's free analysis.
 */
export function FreeAnalysisForm() {
  const types = useBusinessTypes();
  const request = useRequestFreeAnalysis();
  const emailId = useId();
  const [businessType, setBusinessType] = useState<string | null>(null);
  const [draft, setDraft] = useState<SiteDraft>(emptyDraft);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);

  const updateDraft = useCallback((d: SiteDraft) => {
    setDraft(d);
    setErrors((e) => (e['sites.0'] ? { ...e, 'sites.0': '' } : e));
  }, []);

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!businessType) found.businessType = 'Business type: choose one from the list.';
    const problem = siteFieldError(draft, 'Address');
    if (problem) found['sites.0'] = problem;
    if (!PLAUSIBLE_EMAIL.test(email.trim())) found.email = 'E-mail: enter the address the link should go to.';
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
    const site = draft.pin
      ? { lat: draft.pin.lat, lon: draft.pin.lon, label: draft.match?.label ?? draft.text.trim(), pinned: true }
      : draft.text.trim();
    try {
      await request.mutateAsync({ email: email.trim(), businessType, sites: [site] });
      setSent(email.trim());
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', (error as Error).message);
      const field = formFieldOf(e.field);
      const label = field === 'email' ? 'E-mail: ' : field === 'sites.0' ? 'Address: ' : '';
      setErrors({ [field]: `${label}${e.message}` });
      toast.error('Your free analysis could not be requested', { description: e.message });
    }
  };

  if (sent) return <CheckInbox email={sent} onRestart={() => setSent(null)} />;

  const otherErrors = Object.entries(errors).filter(([k, m]) => m && !['businessType', 'sites.0', 'email'].includes(k));
  return (
    <form className="analysis-form" onSubmit={submit} noValidate aria-label="Free analysis">
      {types.isError && <p className="form-error">Business types could not be loaded: {types.error.message}</p>}
      {types.data && (
        <BusinessTypePicker
          types={types.data.businessTypes}
          value={businessType}
          onChange={(id) => {
            setBusinessType(id);
            setErrors((e) => ({ ...e, businessType: '' }));
          }}
          error={errors.businessType || undefined}
        />
      )}
      <SiteAddressField index={0} draft={draft} onChange={updateDraft} error={errors['sites.0'] || undefined} />
      <div className="field">
        <label htmlFor={emailId}>Your e-mail</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((all) => ({ ...all, email: '' }));
          }}
        />
        <small>We e-mail you a link that starts the analysis; the PDF report comes to the same address.</small>
        {errors.email && (
          <p id={`${emailId}-error`} className="field-error" role="alert">
            {errors.email}
          </p>
        )}
      </div>
      {otherErrors.map(([k, m]) => (
        <p key={k} className="form-error" role="alert">
          {m}
        </p>
      ))}
      <button type="submit" className="btn btn-primary btn-lg" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'E-mail me the link'}
      </button>
    </form>
  );
}
