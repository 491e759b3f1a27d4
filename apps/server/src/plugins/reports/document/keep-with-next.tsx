import { View } from '@react-pdf/renderer';
import { Fragment, type ReactElement } from 'react';

/**
 * Room a section asks for at the foot of a page before it starts there: its heading and its first lines. At 40 pt a
 * heading fitted and its first table or paragraph did not ("Competitors" alone at the foot of every site's first
 * detail page); 64–100 pt keep them together, and 80 keeps the page counts (1, 3, 5 sites: 7, 17, 27).
 */
export const SECTION_PRESENCE_AHEAD = 80;

/**
 * A section placed on its page group's flow, kept with its first lines: an empty marker just before it asks for
 * {@link SECTION_PRESENCE_AHEAD} points, so a section that does not fit in what is left of a page starts on the next.
 *
 * react-pdf honours `minPresenceAhead` only for a block with earlier siblings on the same level, so a heading inside
 * its section (the section's first child) could not keep itself with its text. Worse, a section started in the last
 * few points of a page had its first block laid out on that page squeezed to the sliver left (react-pdf keeps a
 * block's parent on the page when none of its children fit and nothing precedes it there), which gave a chart a box
 * of zero height and made pdfkit throw "unsupported number: Infinity" (the Naperville dental report). The marker
 * stands on the page's own level, where the header and the sections before it precede it.
 */
export function KeptSection({ children }: { children: ReactElement }): ReactElement {
  return (
    <Fragment>
      <View minPresenceAhead={SECTION_PRESENCE_AHEAD} />
      <View>{children}</View>
    </Fragment>
  );
}
