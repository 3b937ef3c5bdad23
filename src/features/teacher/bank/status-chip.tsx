import Chip from '@mui/material/Chip';
import { deepOrange, green, grey } from '@mui/material/colors';
import type { QuestionStatus } from '../../../../contract/questions';

// Dark enough for white text (WCAG AA) in both themes.
const LOOK: Record<QuestionStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: deepOrange[900] },
  published: { label: 'Published', color: green[800] },
  retired: { label: 'Retired', color: grey[700] },
};

/** A question's or a quiz's status: draft, published or retired. */
export function StatusChip({ status }: { status: QuestionStatus }) {
  const { label, color } = LOOK[status];
  return <Chip size="small" label={label} sx={{ bgcolor: color, color: 'common.white' }} />;
}
