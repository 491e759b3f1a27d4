/**
 * A small analytics interface: product code reports what happened (`track`), and sinks decide where it goes
 * (an ad pixel when the page has one, a DOM event that tag managers and tests can listen to).
 */

/** A product added to the cart, in the ad-pixel vocabulary (content name, type product, value, currency). */
export interface AddToCartEvent {
  name: 'AddToCart';
  contentName: string;
  contentType: 'product';
  value: number;
  currency: 'USD';
}

export type AnalyticsEvent = AddToCartEvent;

export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
}

/** Name of the window event every tracked event is also dispatched as (`detail` is the event). */
export const ANALYTICS_DOM_EVENT = 'sitescout:analytics';

type Pixel = (command: 'track', name: string, params: Record<string, unknown>) => void;

/** Forwards to a Meta-style ad pixel (`window.fbq`) when one is installed on the page. */
const pixelSink: AnalyticsSink = {
  track(event) {
    const fbq = (globalThis as { fbq?: Pixel }).fbq;
    if (typeof fbq !== 'function') return;
    fbq('track', event.name, {
      content_name: event.contentName,
      content_type: event.contentType,
      value: event.value,
      currency: event.currency,
    });
  },
};

const domEventSink: AnalyticsSink = {
  track(event) {
    if (typeof window === 'undefined') return;
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event }));
  },
};

const sinks: AnalyticsSink[] = [pixelSink, domEventSink];

/** Reports an event to every sink. Analytics never breaks the page: a failing sink is skipped. */
export function track(event: AnalyticsEvent): void {
  for (const sink of sinks) {
    try {
      sink.track(event);
    } catch (error) {
      console.warn('analytics sink failed', error);
    }
  }
}
