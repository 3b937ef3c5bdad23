import Box from '@mui/material/Box';
import { lazy, Suspense, useMemo } from 'react';
import { plainText } from '../../lib/plain-text';
import { lightMarkdown } from '../../../contract/light-markdown';
import { LightMarkdownView } from './light-markdown-view';

const FullMarkdown = lazy(() => import('./full-markdown'));

/**
 * Markdown (GitHub flavour) as sanitised elements: no raw HTML, no scripts. The text most questions
 * and cards hold is drawn at once; anything more waits for the full pipeline, its words shown meanwhile.
 */
export function Markdown({ children }: { children: string }) {
  const light = useMemo(() => lightMarkdown(children), [children]);
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& a': { color: 'primary.main' },
        overflowWrap: 'anywhere',
      }}
    >
      {light ? (
        <LightMarkdownView document={light} />
      ) : (
        <Suspense fallback={<p>{plainText(children)}</p>}>
          <FullMarkdown text={children} />
        </Suspense>
      )}
    </Box>
  );
}
