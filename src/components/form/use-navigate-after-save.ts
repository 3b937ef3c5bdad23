import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { submitHandler } from './server-errors';

/**
 * The submit handler of a form that opens another screen once saved: `save` answers that screen's
 * path. The navigation waits for the form to re-render as saved, because navigating straight from
 * the submit handler would still meet the unsaved-changes blocker of the render before the save.
 */
export function useSaveAndNavigate<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  save: (values: Output) => Promise<string>,
) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (target !== null) void navigate(target);
  }, [target, navigate]);
  return submitHandler(form, async (values) => {
    const next = await save(values);
    form.reset(form.getValues());
    setTarget(next);
  });
}
