/**
 * The one promise of time the site makes about an analysis (the free one included), everywhere it is made. It
 * holds for the product as built: a site's analysis and its PDF take well under a minute on a warm server, a
 * first one after a restart loads the data first (about a minute).
 */
export const ANALYSIS_TIME_PROMISE =
  'An analysis is usually ready a minute or two after it starts, and we e-mail you the report.';

/** The team's sample report is written by a person: its own, separate promise. */
export const HUMAN_SAMPLE_DELIVERY = 'within one business day';
