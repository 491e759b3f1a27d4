import type { AccordionItem } from '@/components/ui/accordion';
import type { IndustryKey } from '../illinois';

export interface MarketFactor {
  name: string;
  explanation: string;
  /** Ideal benchmark, or the data source the factor is read from. */
  benchmark: string;
}

/** Everything that differs between the industry pages; the layout is in components/industry-page.tsx. */
export interface IndustryContent {
  path: string;
  /** As it reads in headings: 'HVAC', 'Plumbing', 'Lawn Care', 'Pest Control'. */
  industry: string;
  metaDescription: string;
  heroLead: string;
  whyLocationMatters: string[];
  /** Which County Business Patterns count the cited statistic and the snapshot use. */
  industryKey: IndustryKey;
  /** What those establishments are, e.g. 'plumbing, heating and air-conditioning contractors (NAICS 238220)'. */
  establishmentLabel: string;
  marketFactors: MarketFactor[];
  snapshot: {
    /** ZCTA of the example city, present in illinois-figures.json. */
    zcta: string;
    /** County the ZIP lies in, present in illinois-figures.json (e.g. 'DuPage'). */
    county: string;
    /** The spec's example density for this industry (businesses per 10,000 households), shown as a benchmark. */
    benchmarkDensity: number;
    takeaway: string;
  };
  howItHelps: string[];
  faq: AccordionItem[];
  /** Tile on the service-businesses hub. */
  tile: { title: string; description: string; icon: string; background: string; iconColor: string };
}
