import GlobalStyles from '@mui/material/GlobalStyles';

export const RECORD_CLASS = 'student-record';

/**
 * On paper only the record shows, black on white whatever the theme: everything that neither holds
 * the record nor lies inside it (app bar, navigation, banners) is left out, and so are the screen's
 * controls. On screen the print-only copy of the endorsement text is hidden.
 */
export function RecordPrintStyles() {
  const record = `.${RECORD_CLASS}`;
  return (
    <GlobalStyles
      styles={{
        '.record-print-only': { display: 'none' },
        '@media print': {
          [`body *:not(:has(${record}), ${record}, ${record} *)`]: { display: 'none !important' },
          [`html, body, body *:has(${record})`]: {
            background: '#fff !important',
            padding: '0 !important',
            margin: '0 !important',
            minHeight: '0 !important',
            maxWidth: 'none !important',
          },
          [`${record}, ${record} *`]: {
            color: '#000 !important',
            background: 'transparent !important',
            boxShadow: 'none !important',
            borderColor: '#888 !important',
          },
          [`${record} [role="region"]`]: { overflow: 'visible !important' },
          '.record-screen-only': { display: 'none !important' },
          '.record-print-only': { display: 'block !important' },
          [`${record} h2`]: { breakAfter: 'avoid' },
          [`${record} tr`]: { breakInside: 'avoid' },
        },
        '@page': { margin: '15mm' },
      }}
    />
  );
}
