/**
 * Poisson regression with a log link for counts that are known only as a range (interval-censored),
 * fitted by Newton–Raphson (IRLS) with a small ridge penalty. A published count y is the range [y, y];
 * a Census-suppressed cell ("fewer than 3 establishments") is [0, 2], so its likelihood is P(Y ≤ 2),
 * not P(Y = 0). Deterministic: no random starts, fixed iteration order.
 */

/** One area: raw inputs (already logged) and the range its count is known to lie in. */
export interface CensoredRow {
  x: readonly number[];
  /** Known part of ln μ with coefficient 1 (an exposure, e.g. ln population); default 0. */
  offset?: number;
  low: number;
  high: number;
}

export interface PoissonFit {
  /** ln μ = intercept + Σ coefficients[j] · x[j], on the caller's (unstandardised) inputs. */
  intercept: number;
  coefficients: number[];
  logLikelihood: number;
  iterations: number;
  converged: boolean;
}

export interface FitOptions {
  /** Ridge penalty on the standardised slopes (not the intercept); keeps sparse types stable. */
  ridge?: number;
  maxIterations?: number;
  tolerance?: number;
}

/** Element access for dense numeric arrays whose indices the loops keep in range. */
const at = (a: readonly number[], i: number): number => a[i] as number;
const row = (m: readonly (readonly number[])[], i: number): readonly number[] => m[i] as readonly number[];
const dot = (a: readonly number[], b: readonly number[]): number => a.reduce((s, v, j) => s + v * at(b, j), 0);

const lnFactorialCache: number[] = [0];
function lnFactorial(n: number): number {
  for (let k = lnFactorialCache.length; k <= n; k++) lnFactorialCache[k] = at(lnFactorialCache, k - 1) + Math.log(k);
  return at(lnFactorialCache, n);
}

/**
 * Log-likelihood of one row at mean μ, with its derivative and (negated) second derivative with
 * respect to η = ln μ. For a range, dℓ/dη = E[Y | low ≤ Y ≤ high] − μ and −d²ℓ/dη² = μ − Var[Y | range],
 * which is ≥ 0 because the Poisson is log-concave — the likelihood stays concave and Newton converges.
 */
export function censoredPoissonTerm(
  mu: number,
  low: number,
  high: number,
): { ll: number; grad: number; weight: number } {
  const lnMu = Math.log(mu);
  if (low === high) return { ll: low * lnMu - mu - lnFactorial(low), grad: low - mu, weight: mu };
  const logs: number[] = [];
  for (let y = low; y <= high; y++) logs.push(y * lnMu - mu - lnFactorial(y));
  const max = Math.max(...logs);
  let sum = 0;
  let sumY = 0;
  let sumY2 = 0;
  logs.forEach((lp, i) => {
    const w = Math.exp(lp - max);
    const y = low + i;
    sum += w;
    sumY += w * y;
    sumY2 += w * y * y;
  });
  const mean = sumY / sum;
  const variance = Math.max(0, sumY2 / sum - mean * mean);
  return { ll: max + Math.log(sum), grad: mean - mu, weight: Math.max(mu - variance, 1e-12) };
}

/** Solves A·x = b for a small dense symmetric positive-definite A (Gauss–Jordan, partial pivoting). */
export function solveLinear(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, at(b, i)]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(at(row(m, r), col)) > Math.abs(at(row(m, pivot), col))) pivot = r;
    const top = m[pivot] as number[];
    m[pivot] = m[col] as number[];
    m[col] = top;
    const p = at(top, col);
    if (Math.abs(p) < 1e-300) throw new Error('singular system in Poisson fit');
    m.forEach((r, i) => {
      if (i === col) return;
      const f = at(r, col) / p;
      if (f !== 0) for (let c = col; c <= n; c++) r[c] = at(r, c) - f * at(top, c);
    });
  }
  return m.map((r, i) => at(r, n) / at(r, i));
}

function standardise(rows: readonly CensoredRow[]): { mean: number[]; sd: number[] } {
  const k = rows[0]?.x.length ?? 0;
  const mean = Array.from({ length: k }, (_, j) => rows.reduce((s, r) => s + at(r.x, j), 0) / rows.length);
  const sd = mean.map((m, j) => {
    const v = rows.reduce((s, r) => s + (at(r.x, j) - m) ** 2, 0) / rows.length;
    return v > 1e-12 ? Math.sqrt(v) : 1;
  });
  return { mean, sd };
}

/**
 * Fits the interval-censored Poisson regression. Inputs are standardised internally (so the ridge
 * treats every input alike) and the coefficients returned on the original scale.
 *
 * @example fitCensoredPoisson([{x: [Math.log(1000)], low: 5, high: 5}, {x: [Math.log(200)], low: 0, high: 2}])
 */
export function fitCensoredPoisson(rows: readonly CensoredRow[], options: FitOptions = {}): PoissonFit {
  if (rows.length === 0) throw new Error('no rows to fit');
  const ridge = options.ridge ?? 1;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-9;
  const { mean, sd } = standardise(rows);
  const z = rows.map((r) => [1, ...r.x.map((v, j) => (v - at(mean, j)) / at(sd, j))]);
  const p = mean.length + 1;
  const off = rows.map((r) => r.offset ?? 0);
  const midMean = rows.reduce((s, r) => s + (r.low + r.high) / 2, 0) / rows.length;
  const offMean = off.reduce((s, v) => s + v, 0) / rows.length;
  let beta = Array.from({ length: p }, (_, j) => (j === 0 ? Math.log(midMean + 0.5) - offMean : 0));

  const objective = (b: readonly number[]) => {
    let ll = 0;
    rows.forEach((r, i) => {
      ll += censoredPoissonTerm(Math.exp(at(off, i) + dot(row(z, i), b)), r.low, r.high).ll;
    });
    return { ll, penalised: ll - 0.5 * ridge * b.slice(1).reduce((s, v) => s + v * v, 0) };
  };

  let current = objective(beta);
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    iterations += 1;
    const grad = beta.map((b, j) => (j === 0 ? 0 : -ridge * b));
    const info = beta.map((_, a) => beta.map((__, b) => (a === b && a > 0 ? ridge : 0)));
    rows.forEach((r, i) => {
      const zi = row(z, i);
      const t = censoredPoissonTerm(Math.exp(at(off, i) + dot(zi, beta)), r.low, r.high);
      zi.forEach((za, a) => {
        grad[a] = at(grad, a) + t.grad * za;
        const infoRow = info[a] as number[];
        zi.forEach((zb, b) => {
          infoRow[b] = at(infoRow, b) + t.weight * za * zb;
        });
      });
    });
    const step = solveLinear(info, grad);
    // Step halving: a full Newton step can overshoot far from the optimum (exp link).
    let scale = 1;
    let next = beta.map((b, j) => b + at(step, j));
    let candidate = objective(next);
    while (candidate.penalised < current.penalised - 1e-12 && scale > 1e-6) {
      scale /= 2;
      next = beta.map((b, j) => b + scale * at(step, j));
      candidate = objective(next);
    }
    const change = Math.max(...step.map((s) => Math.abs(s * scale)));
    beta = next;
    current = candidate;
    if (change < tolerance) {
      converged = true;
      break;
    }
  }
  const coefficients = beta.slice(1).map((b, j) => b / at(sd, j));
  const intercept = at(beta, 0) - dot(coefficients, mean);
  return { intercept, coefficients, logLikelihood: current.ll, iterations, converged };
}

/** Expected count: exp(offset + intercept + Σ coefficients · x). */
export function poissonMean(
  fit: Pick<PoissonFit, 'intercept' | 'coefficients'>,
  x: readonly number[],
  offset = 0,
): number {
  return Math.exp(offset + fit.intercept + dot(fit.coefficients, x));
}
