import Chip from '@mui/material/Chip';
import type { QuestionStatus } from '../../../../contract/questions';

const LOOK: Record<QuestionStatus, { label: string; color: 'default' | 'success' | 'warning' }> = {
  draft: { label: 'Draft', color: 'warning' },
  published: { label: 'Published', color: 'success' },
  retired: { label: 'Retired', color: 'default' },
};

/** A question's or a quiz's status: draft, published or retired. */
export function StatusChip({ status }: { status: QuestionStatus }) {
  const { label, color } = LOOK[status];
  return <Chip size="small" variant="outlined" label={label} color={color} />;
}
