import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { BusyButton } from '@/components/ui/busy-button';
import { useAction } from '@/lib/use-action';
import { type EmailChangeOutcome, finishEmailChange } from '../api/account-api';

export const emailChangeMeta: PageMeta = {
  title: 'Your E-mail Address',
  description: 'Confirm or cancel a change of your SiteScout e-mail address.',
  noindex: true,
};

type ChangeLink = { action: 'confirm' | 'undo'; token: string } | null;

/** Reads the link's action and token from the fragment once, then takes them out of the address bar. */
function readLink(): ChangeLink {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const action = params.get('action');
  const token = params.get('token');
  if (token && (action === 'confirm' || action === 'undo')) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return { action, token };
  }
  return null;
}

/**
 * Where the e-mail change's links land. Opening the link changes nothing (a mail scanner may open it): the button
 * does, for the new address (confirm) or the old one (cancel, or take a confirmed change back).
 */
export function EmailChangePage() {
  const [link, setLink] = useState<ChangeLink>(null);
  const [ready, setReady] = useState(false);
  const { busy, problem, run } = useAction();
  const [done, setDone] = useState<EmailChangeOutcome | null>(null);
  useEffect(() => {
    setLink(readLink());
    setReady(true);
  }, []);

  async function act() {
    if (!link) return;
    await run(async () => setDone(await finishEmailChange(link.action, link.token)));
  }

  return (
    <section className="section">
      <div className="container auth-card">
        <h1>Your E-mail Address</h1>
        {!ready ? null : done ? (
          <p role="status">
            {link?.action === 'confirm'
              ? `Your SiteScout account now uses ${done.email}. Sign in with it from now on.`
              : done.reverted
                ? `Your account uses ${done.email} again. Every device was signed out; we e-mailed you a link to choose a new password.`
                : `The change was cancelled: your account keeps ${done.email}.`}{' '}
            <Link to="/sign-in">Sign in</Link>
          </p>
        ) : !link ? (
          <p role="alert">This link is incomplete. Open it again from the e-mail.</p>
        ) : (
          <>
            <p>
              {link.action === 'confirm'
                ? 'Confirm this address as the e-mail address of your SiteScout account.'
                : "If you did not ask to change your SiteScout account's e-mail address, cancel it here."}
            </p>
            {problem && (
              <p className="form-error" role="alert">
                {problem}
              </p>
            )}
            <BusyButton type="button" className="btn btn-primary" onClick={act} busy={busy}>
              {link.action === 'confirm' ? 'Confirm New Address' : "This Wasn't Me: Keep My Address"}
            </BusyButton>
          </>
        )}
      </div>
    </section>
  );
}
