import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  FIGURE_MAX_BYTES,
  FIGURE_MEDIA_TYPES,
  FIGURE_SVG_MESSAGE,
  FIGURE_TOO_LARGE_MESSAGE,
  FIGURE_TYPE_MESSAGE,
} from '../../../../contract/figures';
import { isApiError } from '../../../api/api-error';
import { figureSrc, useUploadFigure } from '../../../api/figures';
import { FigureViewer } from '../../../components/figure-viewer/figure-viewer';

/** What is wrong with a chosen file before it is sent, or null. The server checks the bytes again. */
export function figureFileProblem(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return FIGURE_SVG_MESSAGE;
  if (!(FIGURE_MEDIA_TYPES as readonly string[]).includes(file.type)) return FIGURE_TYPE_MESSAGE;
  if (file.size > FIGURE_MAX_BYTES) return FIGURE_TOO_LARGE_MESSAGE;
  return null;
}

type FigureFieldProps<Values extends FieldValues> = {
  classId: number;
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  /** Says what the figure is for in its alt text: "question", "flashcard". */
  of: string;
};

/** An optional figure: uploaded as soon as it is chosen, shown with the zooming viewer, removable. */
export function FigureField<Values extends FieldValues>({
  classId,
  control,
  name,
  of,
}: FigureFieldProps<Values>) {
  const { field } = useController({ control, name });
  const upload = useUploadFigure(classId);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hash = typeof field.value === 'string' ? field.value : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const localProblem = figureFileProblem(file);
    setProblem(localProblem);
    if (localProblem) return;
    try {
      field.onChange((await upload.mutateAsync(file)).hash);
    } catch (error) {
      setProblem(
        isApiError(error) && error.message ? error.message : 'The image could not be uploaded.',
      );
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p">
        Figure (optional)
      </Typography>
      {hash ? (
        <Box sx={{ maxWidth: 360 }}>
          <FigureViewer src={figureSrc(hash)} alt={`Figure of this ${of}`} />
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          PNG, JPEG or WebP, up to 2 MB.
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ImageOutlined />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {hash ? 'Replace figure' : 'Add figure'}
        </Button>
        {hash && (
          <Button color="error" onClick={() => field.onChange(null)}>
            Remove figure
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept={FIGURE_MEDIA_TYPES.join(',')}
        hidden
        aria-label="Figure image file"
        data-testid="figure-file"
        onChange={(event) => void choose(event)}
      />
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
