import { Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { pdfText } from './pdf-text.js';
import { styles } from './theme.js';

/** Running header and footer repeated on every page of a page group. */
export function PageFrame({ title, dashboardUrl }: { title: string; dashboardUrl: string }): ReactElement {
  return (
    <>
      <View style={styles.header} fixed>
        <Text style={{ fontFamily: 'Helvetica-Bold', color: '#1b2a4a' }}>SiteScout - Site selection report</Text>
        <Text>{pdfText(title)}</Text>
      </View>
      <View style={styles.footer} fixed>
        <Text style={{ maxWidth: '80%' }}>
          {pdfText(
            `[S#] published data, [est. E#] SiteScout estimate: see Sources and methods. Interactive dashboard: ${dashboardUrl}`,
          )}
        </Text>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
    </>
  );
}
