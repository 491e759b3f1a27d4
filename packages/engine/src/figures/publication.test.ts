import { describe, expect, it } from 'vitest';
import { citePublication, customerNote, publicationOf } from './publication.js';

describe('benchmark sources named by publisher and report, never by raw URL', () => {
  it('names a staging or mirror host by its publisher', () => {
    expect(
      citePublication('https://www-dev.matthews.com/market_insights/chicago-il-retail-market-report-q3-2025'),
    ).toBe('Matthews Real Estate Investment Services, “Chicago IL Retail Market Report Q3 2025”');
    expect(citePublication('https://uat-manage.cbre.com/insights/figures/q4-2024-us-retail-figures')).toBe(
      'CBRE, “Q4 2024 US Retail Figures”',
    );
  });

  it('takes the report name the row gives after the URL', () => {
    expect(
      publicationOf(
        'https://www.bls.gov/news.release/cesan.nr0.htm (Consumer Expenditures--2023, USDL-24-1862, 2024-09-25; stored copy also at mdsite.deno.dev/https://www.bls.gov/news.release/cesan.nr0.htm)',
      ),
    ).toEqual({
      publisher: 'U.S. Bureau of Labor Statistics',
      title: 'Consumer Expenditures--2023, USDL-24-1862, 2024-09-25',
      secondary: false,
    });
  });

  it('says when a figure came from a transcription that cites the publisher', () => {
    const cited = citePublication(
      'GitHub file, index id 69596865794 (repo/path not returned by index); it cites https://www.bls.gov/cex/tables/calendar-year/mean-item-share-average-standard-error/cu-income-quintiles-before-taxes-2023.xlsx and ...-2024.xlsx (Table 1101)',
    );
    expect(cited).toBe(
      'U.S. Bureau of Labor Statistics, “CU Income Quintiles Before Taxes 2023”, as transcribed by a third party',
    );
    expect(cited).not.toMatch(/GitHub|index id|https?:/);
  });

  it('drops the internal clauses of a note and keeps what a customer can use', () => {
    expect(
      customerNote(
        'Matthews report, source CoStar; +1.7% YoY; NNN/gross NOT stated; URL is a www-dev mirror of matthews.com',
      ),
    ).toBe('Matthews report, source CoStar; +1.7% YoY; NNN/gross NOT stated');
  });
});
