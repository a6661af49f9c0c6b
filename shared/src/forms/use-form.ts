import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod/mini';

import { isApiError } from '../http/api-error';
import type { SummaryError } from '../ui/error-summary';

export type FormValues = Record<string, string>;

type FieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** A form's `field`, for a part of a form that draws some of its fields: it takes only their names. */
export type FormField<Name extends string> = (name: Name) => FieldProps;

const GENERIC_FAILURE = 'Something went wrong and nothing was saved. Please try again.';

/**
 * One way to run every form: values kept as typed (they survive any failure), the shared contract
 * checked before sending, and the API's field errors shown next to their fields and in the summary.
 * The form's fields are the keys of `initial`: `field()` takes no other name.
 */
export function useForm<S extends z.ZodMiniType, V extends FormValues>(schema: S, initial: V) {
  type Name = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per submission attempt: a retry after a failure reuses it, so the API stores one record.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);

  const field = useCallback(
    (name: Name): FieldProps => ({
      name,
      value: values[name] ?? '',
      error: errors[name],
      onChange: (event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
    }),
    [values, errors],
  );

  function onSubmit(toInput: (values: V) => unknown, action: (data: z.output<S>, options: { idempotencyKey: string }) => Promise<unknown>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      const parsed = schema.safeParse(toInput(values));
      if (!parsed.success) {
        setFormError(null);
        setErrors(firstMessages(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
        return;
      }
      setSubmitting(true);
      try {
        setErrors({});
        setFormError(null);
        await action(parsed.data, { idempotencyKey });
        setIdempotencyKey(newKey());
      } catch (error) {
        const fieldErrors = isApiError(error) ? error.fieldErrors : {};
        const { non_field_errors: general, ...byField } = fieldErrors;
        setErrors(firstMessages(Object.entries(byField).map(([name, messages]) => [name, messages[0] ?? ''])));
        const hasFieldErrors = Object.keys(byField).length > 0;
        setFormError(general?.[0] ?? (hasFieldErrors ? null : error instanceof Error ? error.message : GENERIC_FAILURE));
      } finally {
        setSubmitting(false);
      }
    };
  }

  const summary: SummaryError[] = [
    ...(formError ? [{ message: formError }] : []),
    ...Object.entries(errors).map(([name, message]) => ({ field: name, message })),
  ];

  return { values, setValues, field, errors, summary, submitting, onSubmit };
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function firstMessages(entries: [string, string][]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, message] of entries) if (!(name in result)) result[name] = message;
  return result;
}

/** '' means "not given" for optional fields. */
export function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A select of ids: '' is null, anything else a number. */
export function idOrNull(value: string | undefined): number | null {
  return value ? Number(value) : null;
}
