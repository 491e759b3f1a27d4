import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { GetAccessToken } from '../api/access-token';
import { getAllowedOrigins } from '../api/get-incoming-config';
import { storeReceivedAnalysis } from '../api/store-received-analysis';
import {
  type IncomingRead,
  readMessagePayload,
  readUrlPayload,
  withoutPayloadParams,
} from '../lib/read-incoming-payload';

export interface IncomingSession {
  /** True until we know who is signed in. */
  loading: boolean;
  /** The signed-in account's e-mail address; null when signed out. */
  email: string | null;
  getAccessToken: GetAccessToken;
}

export interface ReceiverState {
  /** An analysis arrived by link while signed out: who it is for (the page asks them to sign in). */
  waitingForSignIn: { email: string } | null;
  /** Why the last delivery failed, for the page to show next to the toast. */
  lastError: string | null;
}

const URL_FAILURE = ['Error Processing URL Data', 'Could not process the analysis data from URL parameters'] as const;
const POST_FAILURE = ['Error Processing POST Data', 'Could not process the analysis data from POST request'] as const;

/**
 * Accepts analyses handed to this page by URL parameters (`analysis`, `email`) or by `postMessage` from an
 * allow-listed origin, and has the server sanitise and store them for the signed-in user — only for that user's
 * own address, so neither a crafted link nor a foreign page can put a report into someone else's account.
 * Incomplete data is ignored with a console warning (the sender has nothing to fix); failures show destructive
 * toasts, since the report was not saved.
 */
export function useIncomingAnalysisReceiver(session: IncomingSession, onStored: (id: string) => void): ReceiverState {
  const location = useLocation();
  const navigate = useNavigate();
  const [waitingForSignIn, setWaitingForSignIn] = useState<{ email: string } | null>(null);
  const [lastError, setLastError] = useState<string | null>(null);
  const handledSearch = useRef<string | null>(null);
  const onStoredRef = useRef(onStored);
  onStoredRef.current = onStored;

  async function deliver(read: Extract<IncomingRead, { kind: 'analysis' }>, source: 'url' | 'message') {
    const token = await session.getAccessToken();
    if (!token) throw new Error('Sign in to receive analyses.');
    const result = await storeReceivedAnalysis(token, { email: read.email, html: read.html, source });
    if (result.status === 'ignored') {
      console.warn(`Incoming analysis ignored: ${result.reason}`);
      return undefined;
    }
    toast.success('Analysis Received', { description: 'It is saved to your account.' });
    setLastError(null);
    onStoredRef.current(result.id);
    return result.id;
  }

  function fail(kind: typeof URL_FAILURE | typeof POST_FAILURE, error: unknown) {
    console.error(kind[0], error);
    setLastError((error as Error).message);
    toast.error(kind[0], { description: kind[1] });
  }

  // URL parameters: handled once per query string, after we know who is signed in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliver and fail read the latest session each run
  useEffect(() => {
    if (session.loading || handledSearch.current === location.search) return;
    const read = readUrlPayload(location.search);
    if (read.kind === 'none') return;
    if (read.kind === 'analysis' && !session.email) {
      // Kept in the URL so signing in (which returns here via ?next=) delivers it.
      setWaitingForSignIn({ email: read.email });
      return;
    }
    handledSearch.current = location.search;
    setWaitingForSignIn(null);
    // The report leaves the address bar and history at once; reloading must not deliver it again.
    navigate({ pathname: location.pathname, search: withoutPayloadParams(location.search) }, { replace: true });
    if (read.kind === 'incomplete') {
      console.warn(`Incoming analysis ignored: ${read.missing} is missing from the URL parameters`);
      return;
    }
    deliver(read, 'url').catch((error) => fail(URL_FAILURE, error));
  }, [session.loading, session.email, location.search, location.pathname, navigate]);

  // postMessage: only from the origins the server allow-lists; everything else is dropped unread.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliver and fail read the latest session each run
  useEffect(() => {
    if (session.loading) return;
    let allowed: string[] = [];
    let live = true;
    getAllowedOrigins()
      .then((origins) => {
        allowed = origins;
        // Handshake: a sender that opened or framed this page learns it may post now (only allowed origins hear it).
        const sender = window.opener ?? (window.parent !== window ? window.parent : null);
        for (const origin of live && sender ? origins : []) sender.postMessage({ type: 'sitescout:ready' }, origin);
      })
      .catch((error) => console.error('Could not load the origins allowed to send analyses', error));
    async function onMessage(event: MessageEvent) {
      if (!live || !allowed.includes(event.origin)) return;
      let read: IncomingRead;
      try {
        read = readMessagePayload(event.data);
      } catch (error) {
        fail(POST_FAILURE, error);
        return;
      }
      if (read.kind === 'none') return;
      if (read.kind === 'incomplete') {
        console.warn(`Incoming analysis ignored: ${read.missing} is missing from the message`);
        return;
      }
      try {
        const id = await deliver(read, 'message');
        // Tell the sender it arrived (only to its own origin).
        if (id)
          (event.source as WindowProxy | null)?.postMessage({ type: 'sitescout:analysis-received', id }, event.origin);
      } catch (error) {
        fail(POST_FAILURE, error);
      }
    }
    window.addEventListener('message', onMessage);
    return () => {
      live = false;
      window.removeEventListener('message', onMessage);
    };
  }, [session.loading, session.email]);

  return { waitingForSignIn, lastError };
}
