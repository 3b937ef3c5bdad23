import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  studyRetentionBodySchema,
  type StudyRetention,
} from '../../../../contract/study-retention';
import { useSetStudyRetention } from '../../../api/study-retention';
import { DialogForm, submitHandler, useContractForm } from '../../../components/form';
import { showSuccessToast } from '../../../lib/toasts';

const percent = (value: number) => `${value} %`;
/** Where the slider starts: the retention in use, moved inside the student's limits. */
const withinLimits = ({ retention, min, max }: StudyRetention) =>
  Math.min(max, Math.max(min, retention));

/**
 * The student's own desired retention: a slider within the limits the server keeps, or the
 * class's default. Saved, it schedules the next ratings (`onSaved` restarts the session so its
 * interval previews follow).
 */
export function RetentionDialog({
  classId,
  retention,
  onClose,
  onSaved,
}: {
  classId: number;
  retention: StudyRetention;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const sliderLabelId = useId();
  const save = useSetStudyRetention(classId);
  const form = useContractForm(studyRetentionBodySchema, {
    defaultValues: { own_retention: retention.own_retention },
  });
  const own = useWatch({ control: form.control, name: 'own_retention' });
  const submit = submitHandler(form, async (values) => {
    await save.mutateAsync(values);
    showSuccessToast('Desired retention saved.');
    onSaved();
    onClose();
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm
        titleId={titleId}
        title="Desired retention"
        onSubmit={submit}
        errors={form.formState.errors}
        busy={save.isPending}
        submitLabel="Save"
        onCancel={onClose}
        intro={
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The chance of remembering a card when it comes back. Higher means more reviews a day;
            lower means longer gaps and more cards forgotten.
          </Typography>
        }
      >
        <Controller
          control={form.control}
          name="own_retention"
          render={({ field, fieldState }) => (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value === null}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? null : withinLimits(retention))
                    }
                  />
                }
                label={`Use the class's default (${percent(retention.class_retention)})`}
              />
              <Typography id={sliderLabelId} variant="body2">
                Your desired retention: {percent(Number(own ?? retention.class_retention))}
              </Typography>
              <Slider
                aria-labelledby={sliderLabelId}
                value={Number(own ?? withinLimits(retention))}
                min={retention.min}
                max={retention.max}
                step={1}
                marks={[
                  { value: retention.min, label: percent(retention.min) },
                  { value: retention.max, label: percent(retention.max) },
                ]}
                getAriaValueText={percent}
                valueLabelDisplay="auto"
                valueLabelFormat={percent}
                disabled={field.value === null}
                onChange={(_event, value) => field.onChange(value)}
                sx={{ mx: 1, width: 'auto' }}
              />
              {fieldState.error && (
                <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
                  {fieldState.error.message}
                </Typography>
              )}
            </>
          )}
        />
      </DialogForm>
    </Dialog>
  );
}
