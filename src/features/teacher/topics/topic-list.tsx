import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState, type DragEvent } from 'react';
import { showSuccessToast } from '../../../lib/toasts';
import { Link as RouterLink } from 'react-router';
import type { Topic } from '../../../../contract/topics';
import { useReorderTopics } from '../../../api/topics';
import { plural } from '../../../../contract/plural';
import { paths } from '../../../lib/paths';
import { moveItem } from '../bank/move-item';
import { DeleteTopicDialog } from './delete-topic-dialog';

type TopicListProps = { classId: number; topics: Topic[] };

/** The topics in order: drag and drop, or the arrow buttons, move one; the change saves at once. */
export function TopicList({ classId, topics }: TopicListProps) {
  const reorder = useReorderTopics(classId);
  const [pending, setPending] = useState<Topic[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<Topic | null>(null);
  const shown = pending ?? topics;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= shown.length || from === to) return;
    const next = moveItem(shown, from, to);
    const topic = shown[from];
    setPending(next);
    setAnnouncement(`${topic?.name ?? 'Topic'} moved to position ${to + 1} of ${next.length}.`);
    reorder.mutate(
      next.map((item) => item.id),
      {
        onSuccess: () => showSuccessToast('Topic order saved.', { id: 'topic-order' }),
        onSettled: () => setPending(null),
      },
    );
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <>
      <Paper variant="outlined">
        <List aria-label="Topics" disablePadding>
          {shown.map((topic, index) => (
            <ListItem
              key={topic.id}
              divider={index < shown.length - 1}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(null)}
              sx={{
                gap: 1.5,
                py: 1.5,
                alignItems: 'flex-start',
                opacity: dragged === index ? 0.5 : 1,
                cursor: 'grab',
              }}
            >
              <DragIndicatorRounded aria-hidden sx={{ color: 'text.secondary', mt: 0.5 }} />
              <Typography
                aria-hidden
                sx={{ color: 'text.secondary', minWidth: 24, mt: 0.25, fontWeight: 600 }}
              >
                {index + 1}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={paths.teacher.topic.href({ classId, topicID: topic.id })}
                  variant="subtitle1"
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {topic.name}
                </Link>
                {topic.description && (
                  <Typography
                    variant="body2"
                    sx={{
                      color: 'text.secondary',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {topic.description}
                  </Typography>
                )}
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {[
                    plural(topic.question_count, 'question'),
                    plural(topic.flashcard_count, 'flashcard'),
                    plural(topic.quiz_count, 'quiz', 'quizzes'),
                  ].join(' · ')}
                </Typography>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'center' }}>
                <Stack direction="row">
                  <Tooltip title="Move up">
                    <span>
                      <IconButton
                        aria-label={`Move ${topic.name} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        <ArrowUpwardRounded />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move down">
                    <span>
                      <IconButton
                        aria-label={`Move ${topic.name} down`}
                        disabled={index === shown.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        <ArrowDownwardRounded />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
                <Stack direction="row">
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit ${topic.name}`}
                      component={RouterLink}
                      to={paths.teacher.editTopic.href({ classId, topicID: topic.id })}
                    >
                      <EditOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${topic.name}`}
                      onClick={() => setDeleting(topic)}
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {deleting && (
        <DeleteTopicDialog
          classId={classId}
          topic={deleting}
          others={topics.filter((topic) => topic.id !== deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
