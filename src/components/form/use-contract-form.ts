import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The one way to build a form: react-hook-form validated by the contract's own schema, the same one
 * the server checks. Errors show once a field was left (then on every change).
 */
export function useContractForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    ...options,
  });
}
