/** Where the analyses pages live (client-rendered under the `/app/analyses/*` app route). */
export const ANALYSES_PATH = '/app/analyses';
export const NEW_ANALYSIS_PATH = `${ANALYSES_PATH}/new`;
export const analysisPath = (id: string): string => `${ANALYSES_PATH}/${id}`;
/** The glossary of the terms the dashboard's "How we got this" folds use (a public page). */
export const GLOSSARY_PATH = '/glossary';
