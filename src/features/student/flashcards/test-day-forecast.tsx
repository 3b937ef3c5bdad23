import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DeckForecast } from '../../../../contract/study-retention';

// The date is a calendar day: formatted in UTC so no time zone moves it to the day before.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
export const testDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/**
 * Each deck's predicted retention on the knowledge-test day: what the student would recall on the
 * morning of the test without another review, cards not studied yet counting as forgotten.
 */
export function TestDayForecast({ date, decks }: { date: string; decks: readonly DeckForecast[] }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Predicted on your knowledge test, {testDay(date)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          What you would remember of each deck that morning without another review. Cards you have
          not studied yet count as forgotten.
        </Typography>
      </Box>
      {decks.length === 0 ? (
        <Typography variant="body2">This class has no flashcards yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {decks.map((deck) => (
            <DeckRow key={deck.topic_id} deck={deck} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function DeckRow({ deck }: { deck: DeckForecast }) {
  const nameId = useId();
  const predicted =
    deck.predicted_retention === null ? null : Math.round(deck.predicted_retention * 100);
  return (
    <li>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 600 }}>
          {deck.name}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {predicted === null ? 'No cards' : `${predicted} %`}
        </Typography>
      </Box>
      {predicted !== null && (
        <LinearProgress
          variant="determinate"
          value={predicted}
          aria-labelledby={nameId}
          aria-valuetext={`${predicted} % predicted`}
          sx={{ my: 0.5, height: 6, borderRadius: 3 }}
        />
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {deck.studied_count} of {deck.card_count} cards studied
      </Typography>
    </li>
  );
}
