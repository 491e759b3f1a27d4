/** The "Where should I open?" page (client-rendered app route). */
export const FINDER_PATH = '/app/find';
/** Where a started analysis is read (the analyses feature's dashboard URL; a URL, not an import). */
export const analysisDashboardPath = (id: string): string => `/app/analyses/${encodeURIComponent(id)}`;
