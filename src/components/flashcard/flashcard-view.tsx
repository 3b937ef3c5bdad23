import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Markdown } from '../markdown/markdown';
import { FigureViewer } from '../figure-viewer/figure-viewer';
import { apiUrl } from '../../api/http-client';
import { apiPath } from '../../../contract/paths';
import type { FlashcardStudyCard } from '../../../contract/flashcard-reviews';

type FlashcardViewProps = {
  card: Pick<FlashcardStudyCard, 'front' | 'back' | 'figure_hash'>;
  flipped: boolean;
  onFlip: () => void;
};

/** One card: the front, and once flipped the back below it. A click anywhere flips it. */
export function FlashcardView({ card, flipped, onFlip }: FlashcardViewProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={flipped ? 'Card, front and back' : 'Card, front'}
      onClick={(event) => {
        // Links in the Markdown keep working.
        if ((event.target as HTMLElement).closest('a')) return;
        onFlip();
      }}
      sx={{
        p: { xs: 2.5, sm: 4 },
        minHeight: { xs: 220, sm: 280 },
        cursor: 'pointer',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        borderRadius: 3,
      }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1 }}>
        Front
      </Typography>
      <Box sx={{ typography: 'h6', fontWeight: 500 }}>
        <Markdown>{card.front}</Markdown>
      </Box>
      {card.figure_hash ? (
        <FigureViewer
          src={apiUrl(apiPath('figure', { hash: card.figure_hash }))}
          alt="The card's picture"
        />
      ) : null}
      {flipped ? (
        <>
          <Divider />
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1 }}
          >
            Back
          </Typography>
          <Box sx={{ typography: 'body1' }} data-testid="flashcard-back">
            <Markdown>{card.back}</Markdown>
          </Box>
        </>
      ) : null}
    </Paper>
  );
}
