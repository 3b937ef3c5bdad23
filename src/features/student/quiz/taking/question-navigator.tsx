import Flag from '@mui/icons-material/Flag';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { isAnswered, type LocalAnswer } from './answers';

/** The words a screen reader hears for a question's button. */
export function navigatorLabel(number: number, answer: LocalAnswer | undefined) {
  const parts = [`Question ${number}`, isAnswered(answer) ? 'answered' : 'not answered'];
  if (answer?.flagged) parts.push('flagged');
  return parts.join(', ');
}

/** Every question at a glance: answered, flagged and current; any one is a click away. */
export function QuestionNavigator({
  slots,
  current,
  answers,
  onGo,
}: {
  slots: readonly number[];
  current: number;
  answers: ReadonlyMap<number, LocalAnswer>;
  onGo: (slot: number) => void;
}) {
  return (
    <Box component="nav" aria-label="Questions">
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(40px, 1fr))',
          gap: 0.75,
        }}
      >
        {slots.map((slot, index) => {
          const answer = answers.get(slot);
          const answered = isAnswered(answer);
          const here = slot === current;
          return (
            <li key={slot}>
              <ButtonBase
                onClick={() => onGo(slot)}
                aria-label={navigatorLabel(index + 1, answer)}
                aria-current={here ? 'step' : undefined}
                sx={{
                  position: 'relative',
                  width: '100%',
                  height: 40,
                  borderRadius: 1,
                  border: 2,
                  borderColor: here ? 'primary.main' : answered ? 'primary.light' : 'divider',
                  bgcolor: answered ? 'primary.main' : 'background.paper',
                  color: answered ? 'primary.contrastText' : 'text.primary',
                  fontWeight: here ? 700 : 500,
                }}
              >
                {index + 1}
                {answer?.flagged && (
                  <Flag
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: -6,
                      right: -6,
                      fontSize: 16,
                      color: 'warning.main',
                    }}
                  />
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
