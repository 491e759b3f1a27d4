import { describe, expect, it } from 'vitest';
import { type CensoredRow, censoredPoissonTerm, fitCensoredPoisson, poissonMean } from './censored-poisson.js';

const poisson = (mu: number, y: number) => {
  let p = Math.exp(-mu);
  for (let k = 1; k <= y; k++) p *= mu / k;
  return p;
};

/** Areas whose true rate is 1 establishment per 1,000 people × (income / 50,000). */
function world(): Array<{ pop: number; income: number; mu: number }> {
  const out = [];
  for (const pop of [800, 1_500, 2_500, 4_000, 8_000, 20_000, 50_000, 120_000]) {
    for (const income of [30_000, 50_000, 80_000]) out.push({ pop, income, mu: (pop / 1000) * (income / 50_000) });
  }
  return out;
}

describe('censored Poisson likelihood', () => {
  it('scores a suppressed cell as P(Y ≤ 2), not as a zero', () => {
    const mu = 1.7;
    const term = censoredPoissonTerm(mu, 0, 2);
    expect(term.ll).toBeCloseTo(Math.log(poisson(mu, 0) + poisson(mu, 1) + poisson(mu, 2)), 10);
    expect(term.ll).toBeGreaterThan(censoredPoissonTerm(mu, 0, 0).ll);
  });

  it('has the gradient and curvature Newton relies on (numerical check, η = ln μ)', () => {
    const h = 1e-5;
    for (const [low, high] of [
      [0, 2],
      [3, 7],
      [5, 5],
    ] as const) {
      const at = (eta: number) => censoredPoissonTerm(Math.exp(eta), low, high);
      const eta = Math.log(3.2);
      const numericGrad = (at(eta + h).ll - at(eta - h).ll) / (2 * h);
      const numericCurv = -(at(eta + h).ll - 2 * at(eta).ll + at(eta - h).ll) / (h * h);
      expect(at(eta).grad).toBeCloseTo(numericGrad, 4);
      expect(at(eta).weight).toBeCloseTo(numericCurv, 3);
      expect(at(eta).weight).toBeGreaterThan(0);
    }
  });
});

describe('fitCensoredPoisson', () => {
  const exactRows: CensoredRow[] = world().map((a) => ({
    x: [Math.log(a.income)],
    offset: Math.log(a.pop),
    low: Math.round(a.mu),
    high: Math.round(a.mu),
  }));

  it('recovers a known rate and income elasticity from published counts', () => {
    const fit = fitCensoredPoisson(exactRows, { ridge: 0 });
    expect(fit.converged).toBe(true);
    expect(fit.coefficients[0]).toBeCloseTo(1, 1);
    expect(poissonMean(fit, [Math.log(50_000)], Math.log(10_000))).toBeCloseTo(10, 0);
  });

  it('treats suppressed cells as censored: fitting them as zeros would understate the rate', () => {
    const suppress = (asZero: boolean): CensoredRow[] =>
      exactRows.map((r) => (r.low < 3 ? { ...r, low: 0, high: asZero ? 0 : 2 } : r));
    const truth = 10; // establishments expected for 10,000 people at $50,000
    const predict = (rows: CensoredRow[]) =>
      poissonMean(fitCensoredPoisson(rows, { ridge: 0 }), [Math.log(50_000)], Math.log(10_000));
    const censored = predict(suppress(false));
    const zeros = predict(suppress(true));
    expect(Math.abs(censored - truth)).toBeLessThan(Math.abs(zeros - truth));
    expect(zeros).toBeLessThan(censored);
  });

  it('is deterministic: the same rows give the same coefficients', () => {
    const a = fitCensoredPoisson(exactRows);
    const b = fitCensoredPoisson(exactRows);
    expect(b).toEqual(a);
  });
});
