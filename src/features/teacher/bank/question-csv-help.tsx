import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { saveFile } from '../../../lib/save-file';
import { QUESTION_CSV_HEADER, SAMPLE_QUESTION_CSV } from './sample-question-csv';

/** How a question CSV is laid out, with a sample file to start from (a teacher has no README). */
export function QuestionCsvHelp() {
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Typography variant="body2">How to lay out a CSV file</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2">The first line is exactly this header:</Typography>
        <Box
          component="code"
          sx={{ display: 'block', my: 1, p: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
        >
          {QUESTION_CSV_HEADER}
        </Box>
        <Typography variant="body2" component="div">
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            <li>
              <b>choices</b>: 2 to 6, separated by <code>|</code>.
            </li>
            <li>
              <b>correct</b>: the letters of the correct choices (A is the first): <code>A</code>{' '}
              for one answer, <code>A|C</code> for several.
            </li>
            <li>
              <b>status</b>: draft (when empty), published or retired. stem, choices and explanation
              may use Markdown.
            </li>
            <li>
              An optional last column, <b>name</b>, names each question. Figures cannot come in a
              CSV file: add them to the questions afterwards, or import Moodle XML.
            </li>
          </ul>
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadOutlined />}
          sx={{ mt: 1 }}
          onClick={() =>
            saveFile(new Blob([SAMPLE_QUESTION_CSV], { type: 'text/csv' }), 'sample-questions.csv')
          }
        >
          Download a sample file
        </Button>
      </AccordionDetails>
    </Accordion>
  );
}
