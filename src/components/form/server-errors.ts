import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../api/api-error';

/** The server names fields with their request part first ('body.name', 'body.choices.2.text'). */
const formPathOf = (serverPath: string) => serverPath.replace(/^(body|query|params)\./, '');

/**
 * Puts a 422's field messages on the form's fields; messages for fields the form does not have go to
 * its root error. Returns false for any other failure (the API client has already told the user), so
 * the form keeps every value typed either way.
 */
export function applyServerErrors<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  error: unknown,
): boolean {
  if (!isApiError(error) || error.status !== 422 || error.fields.length === 0) return false;
  const fieldNames = Object.keys(form.getValues());
  const unplaced: string[] = [];
  for (const field of error.fields) {
    const path = formPathOf(field.path);
    if (fieldNames.includes(path.split('.')[0] ?? '')) {
      form.setError(path as FieldPath<Input>, { type: 'server', message: field.message });
    } else {
      unplaced.push(field.message);
    }
  }
  if (unplaced.length > 0) {
    form.setError('root.server', { type: 'server', message: unplaced.join(' ') });
  }
  return true;
}

/**
 * The form's submit handler: validates with the contract schema, runs `action` with the parsed
 * values, and maps a 422 back onto the fields.
 */
export function submitHandler<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  action: (values: Output) => Promise<unknown>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
}
