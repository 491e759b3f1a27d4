import { analyzeSite } from '../analysis/analyze-site.js';
import type { EngineContext } from '../analysis/engine-context.js';
import { getBusinessType } from '../taxonomy/business-types.js';
import { type EvidenceFinding, type EvidenceRule, evidenceFindings } from './evidence-rules.js';
import type { EvidenceSite } from './evidence-sites.js';

export interface EvidenceCheckResult {
  analyses: number;
  findings: Array<EvidenceFinding & { site: string; type: string }>;
  byRule: Partial<Record<EvidenceRule, number>>;
  pass: boolean;
}

/** Every type at every site, analysed whole, and each figure shown past its evidence (`evidenceFindings`). */
export function evidenceCheck(
  ctx: EngineContext,
  sites: readonly EvidenceSite[],
  types: readonly string[],
): EvidenceCheckResult {
  const findings: EvidenceCheckResult['findings'] = [];
  let analyses = 0;
  for (const [label, point] of sites)
    for (const id of types) {
      const type = getBusinessType(id);
      if (!type) throw new Error(`unknown business type ${id}`);
      const a = analyzeSite(ctx, type, { label, ...point }, type.defaultRadiusMiles);
      analyses++;
      for (const f of evidenceFindings(ctx, type, a)) findings.push({ ...f, site: label, type: id });
    }
  const byRule: EvidenceCheckResult['byRule'] = {};
  for (const f of findings) byRule[f.rule] = (byRule[f.rule] ?? 0) + 1;
  return { analyses, findings, byRule, pass: findings.length === 0 };
}

/** The check as lines: every finding, then the totals by rule and PASS or FAIL. */
export function formatEvidenceCheck(name: string, sites: readonly EvidenceSite[], result: EvidenceCheckResult): string {
  const out = [
    `${name}: ${sites.length} sites × ${result.analyses / Math.max(1, sites.length)} types = ${result.analyses} analyses`,
  ];
  for (const f of result.findings) out.push(`  ${f.rule}: ${f.site}, ${f.type}: ${f.detail}`);
  const rules = Object.entries(result.byRule).map(([rule, n]) => `${rule} ${n}`);
  out.push(
    `  ${result.findings.length} figures past their evidence${rules.length > 0 ? ` (${rules.join(', ')})` : ''} → ${result.pass ? 'PASS' : 'FAIL'}`,
  );
  return out.join('\n');
}
