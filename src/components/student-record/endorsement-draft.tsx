import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { StudentRecord } from '../../../contract/student-record';
import { endorsementText } from './endorsement-text';

/** Said on screen and on paper: the app prepares, the instructor endorses. */
export const NOT_AN_ENDORSEMENT =
  'Groundschool prepared this record from the student’s work in the app. It is not an endorsement: the instructor writes the endorsement in the student’s logbook and signs it there.';

/**
 * The endorsement text of AC 61-65, filled in from the record, for the instructor to edit before
 * printing and to copy into the logbook. It is not stored: the logbook is the record of it.
 */
export function EndorsementDraft({
  record,
  certificateHint,
}: {
  record: StudentRecord;
  /** Shown when the signature line lacks the viewing instructor's certificate. */
  certificateHint?: string | undefined;
}) {
  const titleId = useId();
  const [text, setText] = useState(() => endorsementText(record));
  return (
    <section aria-labelledby={titleId} className="record-section">
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Endorsement text to copy into the logbook
      </Typography>
      <Typography
        variant="body2"
        className="record-screen-only"
        sx={{ color: 'text.secondary', mb: 1.5 }}
      >
        The wording of AC 61-65 (A.32, and A.2 once the report&apos;s codes are reviewed), for the
        instructor to complete, write into the logbook and sign there. Changes are not saved.
      </Typography>
      <Typography variant="body2" className="record-print-only" sx={{ mb: 1 }}>
        A draft in the wording of AC 61-65. It takes effect only as written and signed by the
        instructor in the student&apos;s logbook.
      </Typography>
      <Stack spacing={1} className="record-screen-only">
        <TextField
          label="Endorsement text"
          multiline
          minRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={certificateHint}
        />
        <div>
          <Button onClick={() => setText(endorsementText(record))}>
            Restore the AC 61-65 text
          </Button>
        </div>
      </Stack>
      <Typography className="record-print-only" sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Typography>
    </section>
  );
}
