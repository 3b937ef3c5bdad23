import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Flashcard } from '../../../../contract/flashcards';
import { useDeleteFlashcard, useFlashcard } from '../../../api/flashcards';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { FlashcardView } from '../../../components/flashcard/flashcard-view';
import { ClassPageHeader } from '../class-page/class-page-header';
import { QueryStates } from '../../../components/query-states/query-states';
import { useIdParam } from '../../../components/routing/route-params';
import { paths } from '../../../lib/paths';

/** /teacher/classes/:classId/flashcards/:flashcardID (teacher layout): the card as students study it. */
export function TeacherFlashcardDetailPage() {
  const classId = useIdParam('classId');
  const flashcardId = useIdParam('flashcardID');
  const card = useFlashcard(classId, flashcardId);
  return (
    <QueryStates
      query={card}
      what="The flashcard"
      loading={<Skeleton variant="rounded" height={360} />}
    >
      {(loaded) => <FlashcardDetail classId={classId} card={loaded} />}
    </QueryStates>
  );
}

function FlashcardDetail({ classId, card }: { classId: number; card: Flashcard }) {
  const remove = useDeleteFlashcard(classId);
  const navigate = useNavigate();
  const [flipped, setFlipped] = useState(true);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <ClassPageHeader
        classId={classId}
        title={`Flashcard ${card.id}`}
        within={card.topic_name}
        actions={
          <>
            <Button
              color="error"
              startIcon={<DeleteOutlineRounded />}
              onClick={() => setDeleting(true)}
            >
              Delete
            </Button>
            <Button
              variant="contained"
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={paths.teacher.editFlashcard.href({ classId, flashcardID: card.id })}
            >
              Edit
            </Button>
          </>
        }
      />
      <Box sx={{ maxWidth: 720 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {flipped
            ? 'As students see it once turned. Click the card to hide the back.'
            : 'As students see it first. Click the card to show the back.'}
        </Typography>
        <FlashcardView
          card={{ front: card.front, back: card.back, figure_hash: card.figure?.hash ?? null }}
          flipped={flipped}
          onFlip={() => setFlipped((value) => !value)}
        />
      </Box>
      {deleting && (
        <ConfirmDialog
          title="Delete this flashcard?"
          confirmLabel="Delete flashcard"
          busy={remove.isPending}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(card.id, {
              onSuccess: () => void navigate(paths.teacher.flashcards.href({ classId })),
            })
          }
        >
          Students lose its review schedule. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
