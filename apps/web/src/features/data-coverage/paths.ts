/** The coverage page: where full analyses are available. */
export const COVERAGE_PATH = '/coverage';
