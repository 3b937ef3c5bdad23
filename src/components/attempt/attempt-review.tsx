import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Flag from '@mui/icons-material/Flag';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReviewFilter, ReviewItem } from '../../../contract/attempts';
import { useAttemptReview } from '../../api/attempts';
import { apiUrl } from '../../api/http-client';
import { EmptyState } from '../empty-state/empty-state';
import { FigureViewer } from '../figure-viewer/figure-viewer';
import { Markdown } from '../markdown/markdown';
import { QueryStates } from '../query-states/query-states';
import { choiceLetter } from '../../../contract/choice-letter';
import { ReportProblemButton } from './report-problem';
import { OutcomeChip } from './outcome-chip';

/**
 * Whose answers a review shows: the viewer's own (no name), or a student's as their teacher sees
 * them (the student's name, or null when it is not known).
 */
export type AnswerOwner = { name: string | null } | undefined;

/** "your answer", "Sofia Martinez's answer" or "Student's answer". */
export const answerLabel = (owner: AnswerOwner) =>
  owner ? `${owner.name ?? 'Student'}'s answer` : 'your answer';

/** A choice's line in the review: what was chosen, what was right. */
function ReviewChoice({
  index,
  text,
  chosen,
  right,
  owner,
}: {
  index: number;
  text: string;
  chosen: boolean;
  right: boolean;
  owner: AnswerOwner;
}) {
  const note = [chosen ? answerLabel(owner) : null, right ? 'correct answer' : null]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: right ? 'success.main' : chosen ? 'error.main' : 'divider',
        alignItems: 'flex-start',
      }}
    >
      {right ? (
        <CheckCircleOutlined
          fontSize="small"
          sx={{ color: 'success.main', mt: 0.25 }}
          aria-hidden
        />
      ) : chosen ? (
        <HighlightOffOutlined fontSize="small" sx={{ color: 'error.main', mt: 0.25 }} aria-hidden />
      ) : (
        <Box sx={{ width: 20 }} aria-hidden />
      )}
      <Typography component="span" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {choiceLetter(index)}.
      </Typography>
      <Typography component="span" sx={{ flexGrow: 1 }}>
        {text}
        {note && (
          <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
            ({note})
          </Typography>
        )}
      </Typography>
    </Stack>
  );
}

/** One reviewed question: the stem, the choices marked, the explanation and the reference. */
export function ReviewedQuestion({
  item,
  number,
  attemptId,
  canReport,
  owner,
}: {
  item: Pick<
    ReviewItem,
    | 'slot'
    | 'question_id'
    | 'stem'
    | 'figure_url'
    | 'choices'
    | 'chosen_ids'
    | 'correct_choice_ids'
    | 'correct'
    | 'flagged'
    | 'explanation'
    | 'reference'
  > & { learning_objective?: string };
  number: number;
  attemptId: number;
  canReport: boolean;
  owner?: AnswerOwner;
}) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            Question {number}
          </Typography>
          <OutcomeChip size="small" good={item.correct} label={outcomeLabel(item)} />
          {item.flagged && <Chip size="small" icon={<Flag />} label="Flagged" />}
          {item.learning_objective && (
            <Chip size="small" variant="outlined" label={item.learning_objective} />
          )}
        </Stack>
        <Markdown>{item.stem}</Markdown>
        {item.figure_url && (
          <FigureViewer src={apiUrl(item.figure_url)} alt={`Figure for question ${number}`} />
        )}
        <Stack spacing={1}>
          {item.choices.map((choice, index) => (
            <ReviewChoice
              key={choice.id}
              index={index}
              text={choice.text}
              chosen={item.chosen_ids.includes(choice.id)}
              right={item.correct_choice_ids.includes(choice.id)}
              owner={owner}
            />
          ))}
        </Stack>
        {item.explanation && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              Explanation
            </Typography>
            <Markdown>{item.explanation}</Markdown>
          </Box>
        )}
        {item.reference && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Reference: {item.reference}
          </Typography>
        )}
        {canReport && <ReportProblemButton questionId={item.question_id} attemptId={attemptId} />}
      </Stack>
    </Paper>
  );
}

/** Right, missed (a wrong answer), or not answered at all. */
export const outcomeLabel = (item: Pick<ReviewItem, 'correct' | 'chosen_ids'>) =>
  item.correct ? 'Right' : item.chosen_ids.length === 0 ? 'Not answered' : 'Missed';

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  missed: 'Missed',
  flagged: 'Flagged',
};

/** The review of a closed attempt (student and teacher alike), filtered all / missed / flagged. */
export function AttemptReviewList({
  attemptId,
  canReport,
  owner,
}: {
  attemptId: number;
  canReport: boolean;
  owner?: AnswerOwner;
}) {
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const review = useAttemptReview(attemptId, filter);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        onChange={(_event, value: ReviewFilter | null) => value && setFilter(value)}
        aria-label="Show questions"
      >
        {(Object.keys(FILTER_LABELS) as ReviewFilter[]).map((value) => (
          <ToggleButton key={value} value={value}>
            {FILTER_LABELS[value]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryStates
        query={review}
        what="The review"
        loading={<Skeleton variant="rounded" height={240} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="Nothing to show here">
            {review.data?.result.review_available === 'score_only'
              ? 'This exam shows the score only.'
              : 'No question matches this filter.'}
          </EmptyState>
        }
      >
        {(data) => (
          <Stack spacing={2}>
            {data.items.map((item) => (
              <ReviewedQuestion
                key={item.slot}
                item={item}
                number={item.slot}
                attemptId={attemptId}
                canReport={canReport}
                owner={owner}
              />
            ))}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
