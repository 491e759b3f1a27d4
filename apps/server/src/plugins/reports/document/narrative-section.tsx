import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { Bullets, Lead, P, SubHeading } from './primitives.js';
import type { SiteContext } from './site-context.js';
import { COLORS } from './theme.js';

/** Strengths, risks and recommendations, with who wrote them (rules or a checked model rewrite). */
export function narrativeSection({ a }: SiteContext): ReactElement {
  const n = a.narrative;
  return (
    <View>
      <Lead title="Strengths, risks and recommendations">
        <SubHeading title="Strengths" />
        <Bullets items={n.strengths} color={COLORS.good} />
      </Lead>
      <SubHeading title="Risks" />
      <Bullets items={n.risks.length > 0 ? n.risks : ['No specific risks found in the data.']} color={COLORS.bad} />
      <SubHeading title="Recommendations" />
      <Bullets items={n.recommendations} color={COLORS.navy} />
      <P muted>
        {n.generatedBy === 'llm'
          ? `Written by a language model (${n.model ?? 'unnamed'}) from SiteScout's rule text; every number was checked against the analysis.`
          : 'Written by SiteScout rules from the figures in this report.'}
      </P>
    </View>
  );
}
