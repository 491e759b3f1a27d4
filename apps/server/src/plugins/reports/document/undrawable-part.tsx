import { View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { Callout, P, SectionHeading } from './primitives.js';

/** Shown in place of a report part whose figures cannot be drawn, with the part and its fields named. */
export function UndrawablePart({ title, fields }: { title: string; fields: readonly string[] }): ReactElement {
  const shown = fields.slice(0, 4).join(', ') + (fields.length > 4 ? ` and ${fields.length - 4} more` : '');
  return (
    <View wrap={false}>
      <SectionHeading title={title} />
      <Callout>
        <P>{`${title} could not be drawn: ${fields.length === 1 ? 'the figure' : 'the figures'} ${shown} ${fields.length === 1 ? 'is' : 'are'} not a number SiteScout can print. The rest of the report is complete; the interactive dashboard shows this part.`}</P>
      </Callout>
    </View>
  );
}

/** The part drawn by `build`, or the words saying it cannot be, when `unfit` names fields that are not numbers. */
export function guardedPart(title: string, unfit: readonly string[], build: () => ReactElement): ReactElement {
  return unfit.length > 0 ? <UndrawablePart title={title} fields={unfit} /> : build();
}
