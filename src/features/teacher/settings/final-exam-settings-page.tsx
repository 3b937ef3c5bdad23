import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import { showSuccessToast } from '../../../lib/toasts';
import {
  finalExamSettingsSchema,
  type ClassSettingsResponse,
  type ExamTopic,
  type FinalExamSettings,
  type FinalExamSettingsInput,
} from '../../../../contract/class-settings';
import { usePreviewFinalExam, useSaveSettings } from '../../../api/class-admin';
import { Markdown } from '../../../components/markdown/markdown';
import { examSizeNote } from './exam-size-note';
import { FinalExamResults } from './final-exam-results';
import {
  FormRootError,
  FormTextField,
  LeaveWarning,
  submitHandler,
  useContractForm,
  FormSection,
} from '../../../components/form';
import { ClassSettingsShell } from './class-settings-shell';
import { useIdParam } from '../../../components/routing/route-params';
import { spreadEvenly, weightRows } from './topic-weights';
import { allocateByWeight, effectiveWeights } from '../../../../contract/topic-allocation';

/** /teacher/classes/:classId/final-exam-settings */
export function FinalExamSettingsPage() {
  const classId = useIdParam('classId');
  return (
    <>
      <ClassSettingsShell title="Final-exam settings" skeletonHeight={480}>
        {({ settings }) => <FinalExamForm classId={classId} saved={settings} />}
      </ClassSettingsShell>
      <Box sx={{ mt: 2 }}>
        <FinalExamResults classId={classId} />
      </Box>
    </>
  );
}

type FormInput = FinalExamSettingsInput;

function FinalExamForm({ classId, saved }: { classId: number; saved: ClassSettingsResponse }) {
  const save = useSaveSettings(classId, 'final-exam');
  const preview = usePreviewFinalExam(classId);
  const topics = saved.topics;
  const defaults = { ...saved.final_exam, topic_weights: weightRows(saved.final_exam, topics) };
  const form = useContractForm(finalExamSettingsSchema, { defaultValues: defaults });
  const watched = useWatch({ control: form.control });
  const weights = (watched.topic_weights ?? []).map((entry) => Number(entry?.weight) || 0);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const count = Number(watched.question_count) || 0;
  // Each topic's share as the server draws the exam: the weights in use, largest remainders.
  const shares = allocateByWeight(
    count,
    effectiveWeights(
      topics.map((topic, index) => ({ topic_id: topic.id, weight: weights[index] ?? 0 })),
      topics,
    ).map((entry) => ({ topicId: entry.topic_id, weight: entry.weight, available: Infinity })),
  );
  const shareOf = (topicId: number) =>
    shares.find((share) => share.topicId === topicId)?.wanted ?? 0;
  const sizeNote = examSizeNote(count, Number(watched.time_limit_minutes) || 0, topics);
  // A rule on the whole list: react-hook-form keeps it on the array's root.
  const weightsErrors = form.formState.errors.topic_weights;
  const weightsError = weightsErrors?.message ?? weightsErrors?.root?.message;

  const submit = submitHandler(form, async (values) => {
    const answer = await save.mutateAsync(values);
    form.reset({
      ...answer.final_exam,
      topic_weights: weightRows(answer.final_exam, answer.topics),
    });
    showSuccessToast('Final-exam settings saved.');
  });
  const runPreview = form.handleSubmit((values) => preview.mutate(values));

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <LeaveWarning when={form.formState.isDirty} />
      <FormRootError errors={form.formState.errors} />
      <FormSection id="exam-shape" title="The exam">
        <Box sx={grid}>
          <FormTextField
            control={form.control}
            name="question_count"
            label="Questions"
            type="number"
          />
          <FormTextField
            control={form.control}
            name="time_limit_minutes"
            label="Time limit (minutes)"
            type="number"
          />
          <FormTextField
            control={form.control}
            name="pass_mark"
            label="Pass mark (%)"
            type="number"
          />
        </Box>
        {sizeNote && (
          <Alert severity={sizeNote.severity} role="status">
            {sizeNote.text}
          </Alert>
        )}
      </FormSection>

      <FormSection id="exam-weights" title="Topic weights">
        {topics.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            This class has no topics yet. Add topics and questions first.
          </Typography>
        ) : (
          <>
            <Typography
              role="status"
              sx={{ color: sum === 0 || sum === 100 ? 'text.secondary' : 'error.main' }}
            >
              {sum === 0
                ? 'No weights: every topic with published questions counts alike.'
                : `Total ${sum} %${sum === 100 ? '' : ' — the weights must add up to 100 %.'}`}
            </Typography>
            {topics.map((topic, index) => (
              <WeightRow
                key={topic.id}
                control={form.control}
                index={index}
                topic={topic}
                share={shareOf(topic.id)}
              />
            ))}
            <Box>
              <Button
                onClick={() =>
                  form.setValue('topic_weights', spreadEvenly(topics), {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                Spread evenly
              </Button>
            </Box>
            {weightsError && <Alert severity="error">{weightsError}</Alert>}
          </>
        )}
      </FormSection>

      <FormSection id="exam-attempts" title="Attempts and availability">
        <Box sx={grid}>
          <FormTextField
            control={form.control}
            name="attempts_allowed"
            label="Attempts allowed"
            type="number"
            helperText="0 means no limit."
          />
          <FormTextField
            control={form.control}
            name="cooldown_hours"
            label="Cooldown between attempts (hours)"
            type="number"
          />
          <FormTextField
            control={form.control}
            name="review"
            label="After submission, review shows"
            select
          >
            <MenuItem value="score">The score only</MenuItem>
            <MenuItem value="missed">The missed questions</MenuItem>
            <MenuItem value="all">Everything</MenuItem>
          </FormTextField>
          <MomentField control={form.control} name="opens_at" label="Opens" />
          <MomentField control={form.control} name="closes_at" label="Closes" />
        </Box>
      </FormSection>

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save
        </Button>
        <Button variant="outlined" onClick={() => void runPreview()} loading={preview.isPending}>
          Preview a sample exam
        </Button>
      </Box>
      {preview.data && (
        <FormSection id="exam-preview" title="Sample exam">
          <List dense aria-label="Questions per topic">
            {preview.data.topics.map((share) => (
              <ListItem key={share.topic_id} disableGutters>
                {share.name}: {share.drawn} of {share.wanted} questions
                {share.drawn < share.wanted ? ` (only ${share.available} published)` : ''}
              </ListItem>
            ))}
          </List>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {preview.data.questions.map((question) => (
              <li key={question.id}>
                <Markdown>{question.stem}</Markdown>
              </li>
            ))}
          </Box>
        </FormSection>
      )}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
} as const;

function WeightRow({
  control,
  index,
  topic,
  share,
}: {
  control: Control<FormInput, unknown, FinalExamSettings>;
  index: number;
  topic: ExamTopic;
  share: number;
}) {
  const short = share > topic.published_question_count;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 160px' },
        alignItems: 'start',
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{topic.name}</Typography>
        <Typography variant="body2" sx={{ color: short ? 'warning.main' : 'text.secondary' }}>
          {share} questions in the exam · {topic.published_question_count} published
          {short ? ' — not enough published questions for its share' : ''}
        </Typography>
      </Box>
      <FormTextField
        control={control}
        name={`topic_weights.${index}.weight`}
        label="Weight (%)"
        type="number"
        size="small"
        slotProps={{ htmlInput: { 'aria-label': `Weight of ${topic.name} (%)` } }}
      />
    </Box>
  );
}

/** An optional moment: a local date and time on screen, an ISO instant in the form. */
function MomentField({
  control,
  name,
  label,
}: {
  control: Control<FormInput, unknown, FinalExamSettings>;
  name: 'opens_at' | 'closes_at';
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? toLocalInput(field.value) : '';
  return (
    <TextField
      label={label}
      type="datetime-local"
      value={value}
      onChange={(event) =>
        field.onChange(event.target.value ? new Date(event.target.value).toISOString() : null)
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Optional.'}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

const pad = (value: number) => String(value).padStart(2, '0');
function toLocalInput(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
