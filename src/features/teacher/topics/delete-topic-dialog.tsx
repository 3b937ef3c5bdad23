import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Topic } from '../../../../contract/topics';
import { isApiError } from '../../../api/api-error';
import { useDeleteTopic } from '../../../api/topics';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { plural } from '../../../../contract/plural';

type DeleteTopicDialogProps = {
  classId: number;
  topic: Topic;
  /** The class's other topics, where its questions and flashcards can move. */
  others: Topic[];
  onClose: () => void;
  onDeleted?: () => void;
};

/**
 * Deletes a topic with its quizzes. A topic with questions is deleted only if they (and its
 * flashcards) move to another topic in the same step.
 */
export function DeleteTopicDialog({
  classId,
  topic,
  others,
  onClose,
  onDeleted,
}: DeleteTopicDialogProps) {
  const remove = useDeleteTopic(classId);
  const hasContent = topic.question_count > 0 || topic.flashcard_count > 0;
  const [target, setTarget] = useState<number | ''>('');
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () => {
    if (hasContent && target === '') {
      setProblem('Choose the topic its questions and flashcards move to.');
      return;
    }
    remove.mutate(
      { topicId: topic.id, moveQuestionsTo: target === '' ? undefined : target },
      {
        onSuccess: () => {
          onClose();
          onDeleted?.();
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : null),
      },
    );
  };

  return (
    <ConfirmDialog
      title={`Delete ${topic.name}?`}
      confirmLabel={hasContent ? 'Move and delete' : 'Delete topic'}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <span>
          {topic.quiz_count > 0
            ? `Its ${plural(topic.quiz_count, 'quiz', 'quizzes')} will be deleted with it. `
            : ''}
          Past attempts stay on record.
        </span>
        {hasContent &&
          (others.length > 0 ? (
            <TextField
              select
              label="Move them to"
              helperText={`Its ${plural(topic.question_count, 'question')} and ${plural(topic.flashcard_count, 'flashcard')} move to this topic.`}
              value={target}
              onChange={(event) => {
                setTarget(Number(event.target.value));
                setProblem(null);
              }}
              required
            >
              {others.map((other) => (
                <MenuItem key={other.id} value={other.id}>
                  {other.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Alert severity="warning">
              This topic still has questions and there is no other topic to move them to. Add a
              topic first.
            </Alert>
          ))}
        {problem && <Alert severity="error">{problem}</Alert>}
      </Stack>
    </ConfirmDialog>
  );
}
