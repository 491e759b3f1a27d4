import { describeSource, formatValue, type Provenance } from '../lib/format';

export type FigureLike = { value: number; unit?: string; note?: string } & Provenance;

/**
 * A number with its provenance underneath: the dataset and vintage, or "Estimate:" and how it was made.
 * A missing figure says so instead of showing 0.
 */
export function FigureValue({
  figure,
  format,
}: {
  figure: FigureLike | null | undefined;
  format?: (n: number) => string;
}) {
  if (!figure) return <span className="figure-missing">no data loaded for this area</span>;
  return (
    <span className="figure">
      <span className="figure-number">{(format ?? ((n: number) => formatValue(n, figure.unit)))(figure.value)}</span>
      <small className="figure-source" title={figure.note}>
        {describeSource(figure)}
      </small>
    </span>
  );
}
