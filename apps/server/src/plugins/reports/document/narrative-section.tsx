import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { Bullets, Lead, P, SubHeading } from './primitives.js';
import type { SiteContext } from './site-context.js';
import { COLORS } from './theme.js';

/**
 * Strengths in one column; risks, then recommendations, in the other (so the three fit the site's decision page
 * beside its score); then who wrote them (rules or a checked model).
 */
export function narrativeSection({ a }: SiteContext): ReactElement {
  const n = a.narrative;
  return (
    <View>
      <Lead title="Strengths, risks and recommendations">
        <View style={{ flexDirection: 'row' }} wrap={false}>
          <View style={{ flex: 1, paddingRight: 10 }}>
            <SubHeading title="Strengths" />
            <Bullets items={n.strengths} color={COLORS.good} />
          </View>
          <View style={{ flex: 1, paddingLeft: 10 }}>
            <SubHeading title="Risks" />
            <Bullets
              items={n.risks.length > 0 ? n.risks : ['No specific risks found in the data.']}
              color={COLORS.bad}
            />
            <SubHeading title="Recommendations" />
            <Bullets items={n.recommendations} color={COLORS.navy} />
          </View>
        </View>
      </Lead>
      <P muted>
        {n.generatedBy === 'llm'
          ? `Written by a language model (${n.model ?? 'unnamed'}) from SiteScout's rule text; every number was checked against the analysis.`
          : 'Written by SiteScout rules from the figures in this report.'}
      </P>
    </View>
  );
}
