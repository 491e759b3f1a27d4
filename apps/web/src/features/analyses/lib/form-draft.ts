import type { Priorities, SiteDraft } from '../types';

/** The new-analysis form as filled in, kept while the user pays for what it needs. */
export interface FormDraft {
  businessType: string | null;
  drafts: SiteDraft[];
  radius: number | null;
  priorities: Priorities;
}

const KEY = 'sitescout:new-analysis-draft';

/** Keeps the form in this tab's session storage (never sent anywhere), e.g. before a Complete Report checkout. */
export function saveFormDraft(draft: FormDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form simply starts empty after paying.
  }
}

/** The kept form, once: reading it removes it. */
export function takeFormDraft(): FormDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as FormDraft) : null;
  } catch {
    return null;
  }
}
