import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form';
import { Markdown } from '../../../components/markdown/markdown';

type MarkdownFieldProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  required?: boolean;
  minRows?: number;
  helperText?: string;
};

/** A Markdown text with its live preview beside it (below it on a phone), sanitised as students see it. */
export function MarkdownField<Values extends FieldValues>({
  control,
  name,
  label,
  required,
  minRows = 4,
  helperText = 'Markdown: **bold**, *italic*, lists, tables.',
}: MarkdownFieldProps<Values>) {
  const value: unknown = useWatch({ control, name });
  const previewId = useId();
  const text = typeof value === 'string' ? value : '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FormTextField
        control={control}
        name={name}
        label={label}
        required={required}
        multiline
        minRows={minRows}
        helperText={helperText}
      />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={previewId}
        sx={{ p: 2, bgcolor: 'action.hover', minHeight: 80, overflow: 'auto' }}
      >
        <Typography
          id={previewId}
          variant="overline"
          component="h3"
          sx={{ color: 'text.secondary', display: 'block', lineHeight: 2 }}
        >
          {label}: preview
        </Typography>
        {text.trim() ? (
          <Markdown>{text}</Markdown>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Nothing to preview yet.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
