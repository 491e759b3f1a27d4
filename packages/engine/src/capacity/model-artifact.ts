import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CapacityFeature, FeatureRanges } from './capacity-features.js';

/** Bump when the model's form (inputs, likelihood) changes; the coefficients hash versions each fit. */
export const CAPACITY_MODEL_FORM = 'capacity-v1';

/** The fitted model of one business type. */
export interface TypeCapacityModel {
  label: string;
  /** NAICS codes summed (those published in the training data). */
  naics: string[];
  /** The type's codes absent from the training data altogether (another NAICS edition). */
  naicsNotInDataset: string[];
  /** Counties used, and how many of them had a suppressed cell (fitted as a range, not as 0). */
  areas: number;
  censoredAreas: number;
  intercept: number;
  coefficients: Record<CapacityFeature, number>;
  logLikelihood: number;
  iterations: number;
  converged: boolean;
}

/** `models/capacity-model-v1.json`: written by `npm run model:fit`, never edited by hand. */
export interface CapacityModelArtifact {
  schema: 1;
  form: typeof CAPACITY_MODEL_FORM;
  /** `capacity-v1+<first 8 hex of the SHA-256 of the coefficients>`. */
  version: string;
  method: string;
  /** Population enters as the exposure (coefficient 1); these are the other inputs. */
  features: Array<{ name: CapacityFeature; description: string }>;
  /** Training range of each input; inputs beyond it are held at the edge when predicting. */
  featureRanges: FeatureRanges;
  ridge: number;
  training: {
    counts: { source: string; vintage: string; geography: string };
    demographics: Array<{ source: string; vintage: string }>;
    incomeAdjustment: string;
    /** Content hash of the data pack the model was fitted from. */
    dataVersion: string;
  };
  types: Record<string, TypeCapacityModel>;
}

/** Error figures of one back-test for one type (areas with a published count, ≥ 3 establishments). */
export interface BacktestMetrics {
  /** Areas evaluated (published count) and areas with a suppressed count (not in the percentages). */
  areas: number;
  censoredAreas: number;
  /** Share of censored areas for which the model also expects fewer than 3 (0–1), or null. */
  censoredAgreement: number | null;
  mapePct: number | null;
  medianApePct: number | null;
  /** Median absolute error in establishments. */
  medianAbsError: number | null;
  /** Share (0–1) of areas where the model is within ±25% of the published count. */
  within25Share: number | null;
}

export interface TypeBacktest {
  /** Leave-one-county-out on Illinois CBP 2023 (each county predicted by a model fitted without it). */
  county: BacktestMetrics;
  /** Out of sample on Chicago ZBP 2018 ZIPs joined to ZCTA demographics, or null without ZIP data. */
  zip: BacktestMetrics | null;
}

/** `models/capacity-backtest-v1.json`: written by `npm run model:backtest` for the model version it tested. */
export interface CapacityBacktestArtifact {
  schema: 1;
  modelVersion: string;
  county: { source: string; vintage: string; method: string };
  zip: { source: string; vintage: string; method: string; zipsJoined: number } | null;
  types: Record<string, TypeBacktest>;
}

/** The model with its back-test, as the engine uses them. */
export interface CapacityModel {
  model: CapacityModelArtifact;
  /** Null when the back-test file is missing or was run for another model version. */
  backtest: CapacityBacktestArtifact | null;
}

export const MODELS_DIR = fileURLToPath(new URL('../../models/', import.meta.url));
export const MODEL_FILE = 'capacity-model-v1.json';
export const BACKTEST_FILE = 'capacity-backtest-v1.json';

/** Rounds to 6 significant digits so the artifact is readable and identical across runs. */
export function round6(x: number): number {
  return Number(x.toPrecision(6));
}

/** The model version for a set of fitted types: form + hash of the coefficients. */
export function modelVersion(types: Record<string, TypeCapacityModel>): string {
  const hash = createHash('sha256').update(JSON.stringify(types)).digest('hex').slice(0, 8);
  return `${CAPACITY_MODEL_FORM}+${hash}`;
}

/**
 * JSON as the scripts write it: 2-space indent, arrays of plain values on one line when they fit in
 * 120 columns (the repository's formatter style, so formatting the file changes nothing), trailing newline.
 */
export function artifactJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2).replace(
    /^( *)(.*)\[\n((?:\1 {2}(?:-?[\d.e+-]+|"[^"\n]*"|true|false|null),?\n)*)\1\]/gm,
    (whole, indent: string, head: string, items: string) => {
      const inline = `${indent}${head}[${items
        .split('\n')
        .map((l) => l.trim().replace(/,$/, ''))
        .filter((l) => l.length > 0)
        .join(', ')}]`;
      return inline.length <= 120 ? inline : whole;
    },
  );
  return `${text}\n`;
}

/**
 * Reads the shipped model (and its back-test when it matches the model version) from `dir`
 * (default: the package's `models/` folder). Null when no model has been fitted.
 */
export function readCapacityModel(dir: string = MODELS_DIR): CapacityModel | null {
  const modelPath = `${dir.replace(/\/?$/, '/')}${MODEL_FILE}`;
  if (!existsSync(modelPath)) return null;
  const model = JSON.parse(readFileSync(modelPath, 'utf8')) as CapacityModelArtifact;
  const backtestPath = `${dir.replace(/\/?$/, '/')}${BACKTEST_FILE}`;
  let backtest: CapacityBacktestArtifact | null = null;
  if (existsSync(backtestPath)) {
    const parsed = JSON.parse(readFileSync(backtestPath, 'utf8')) as CapacityBacktestArtifact;
    if (parsed.modelVersion === model.version) backtest = parsed;
  }
  return { model, backtest };
}
