import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PageMeta } from '@/components/seo/page-meta';
import { type ReceivedAnalysisSummary, useReceivedAnalyses } from '../api/get-received-analyses';
import { useReceivedAnalysis } from '../api/get-received-analysis';
import { ReceivedAnalysisFrame } from '../components/received-analysis-frame';
import '../components/incoming.css';
import { type IncomingSession, useIncomingAnalysisReceiver } from '../hooks/use-incoming-analysis-receiver';

export const receivedAnalysesMeta: PageMeta = {
  title: 'Received Analyses',
  description: 'Analysis reports delivered to your SiteScout account.',
  noindex: true,
};

const SOURCE_LABEL: Record<ReceivedAnalysisSummary['source'], string> = {
  webhook: 'Sent by a connected service',
  url: 'Opened from a link',
  message: 'Sent from a partner page',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface ReceivedAnalysesPageProps {
  session: IncomingSession;
  /** Sign-in page; `?next=` brings the visitor back here, analysis parameters included. */
  signInHref: string;
}

/** The signed-in user's received analyses, and the place links and partner pages deliver new ones to. */
export function ReceivedAnalysesPage({ session, signInHref }: ReceivedAnalysesPageProps) {
  const location = useLocation();
  const [selected, setSelected] = useState<string | null>(null);
  const signedIn = !session.loading && session.email !== null;
  const list = useReceivedAnalyses(signedIn ? session.getAccessToken : signedOutToken);
  const receiver = useIncomingAnalysisReceiver(session, (id) => {
    setSelected(id);
    list.reload();
  });
  const shownId = selected ?? (list.status === 'ready' ? (list.items[0]?.id ?? null) : null);
  const shown = useReceivedAnalysis(session.getAccessToken, signedIn ? shownId : null);
  const signInLink = `${signInHref}?next=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <section className="section incoming-page">
      <div className="container">
        <h1>Received Analyses</h1>
        {session.loading && <p role="status">Loading your account…</p>}
        {!session.loading && !signedIn && (
          <div className="incoming-card" role="status">
            {receiver.waitingForSignIn ? (
              <p>
                An analysis for <strong>{receiver.waitingForSignIn.email}</strong> is waiting.{' '}
                <a href={signInLink}>Sign in with that address</a> to save it to your account.
              </p>
            ) : (
              <p>
                <a href={signInLink}>Sign in</a> to see the analyses delivered to your account.
              </p>
            )}
          </div>
        )}
        {receiver.lastError && (
          <p className="incoming-error" role="alert">
            The last analysis could not be saved: {receiver.lastError}
          </p>
        )}
        {signedIn && (
          <div className="incoming-layout">
            <nav aria-label="Received analyses" className="incoming-list">
              {list.status === 'loading' && <p role="status">Loading…</p>}
              {list.status === 'error' && <p role="alert">Could not load your analyses ({list.message}).</p>}
              {list.status === 'ready' && list.items.length === 0 && (
                <p>No analyses have been delivered to {session.email} yet.</p>
              )}
              {list.status === 'ready' && list.items.length > 0 && (
                <ul>
                  {list.items.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className={item.id === shownId ? 'incoming-item is-selected' : 'incoming-item'}
                        aria-current={item.id === shownId ? 'true' : undefined}
                        onClick={() => setSelected(item.id)}
                      >
                        <span className="incoming-item-title">{item.title ?? 'Untitled analysis'}</span>
                        <span className="incoming-item-meta">
                          {SOURCE_LABEL[item.source]} · {dateFormat.format(new Date(item.receivedAt))}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </nav>
            <div className="incoming-viewer">
              {shown.status === 'loading' && <p role="status">Opening the analysis…</p>}
              {shown.status === 'error' && <p role="alert">Could not open the analysis ({shown.message}).</p>}
              {shown.status === 'ready' && (
                <>
                  <p className="incoming-provenance">
                    {SOURCE_LABEL[shown.analysis.source]} on {dateFormat.format(new Date(shown.analysis.receivedAt))}.
                    Produced outside SiteScout's own analysis engine; shown as received, with scripts and forms removed.
                  </p>
                  <ReceivedAnalysisFrame
                    html={shown.analysis.html}
                    title={shown.analysis.title ?? 'Received analysis'}
                  />
                </>
              )}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

async function signedOutToken(): Promise<null> {
  return null;
}
