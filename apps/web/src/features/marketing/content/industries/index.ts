import { hvac } from './hvac';
import type { IndustryContent } from './industry-content';
import { lawnCare } from './lawn-care';
import { pestControl } from './pest-control';
import { plumbing } from './plumbing';

export type { IndustryContent } from './industry-content';

/** The industry pages, in the order the hub shows them. */
export const industries: IndustryContent[] = [hvac, plumbing, lawnCare, pestControl];
