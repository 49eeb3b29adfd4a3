import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type SubmitHandler } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_VALIDATION_DEBOUNCE_MS, MSG } from '@balcao/schema';
import { applyFieldErrors } from './applyFieldErrors';

/**
 * react-hook-form with a shared zod schema, as spec/02 §5 asks: fields validate on blur, errors
 * appear 500 ms after the last change; a submit with errors marks every field and shows
 * 'Formulário contém erros. Por favor revise as informações.'; a server VALIDATION_FAILED lands on
 * its fields the same way.
 */
export function useAppForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    delayError: FIELD_VALIDATION_DEBOUNCE_MS,
    defaultValues,
  });
  const [summary, setSummary] = useState<string | null>(null);

  /** A submit handler: runs `onValid` with the parsed values, or shows the summary. */
  const submit = (onValid: SubmitHandler<z.output<S>>) =>
    form.handleSubmit(
      async (values) => {
        setSummary(null);
        await onValid(values);
      },
      () => setSummary(MSG.formHasErrors),
    );

  /** Puts a server VALIDATION_FAILED on the fields; false when the error was something else. */
  const serverErrors = (error: unknown) => {
    const applied = applyFieldErrors(error, form.setError as never);
    if (applied) setSummary(MSG.formHasErrors);
    return applied;
  };

  return { ...form, summary, submit, serverErrors };
}
