import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod/mini';

import { failureMessage, isApiError } from '../http/api-error';
import { issueMessage, kitText, type IssueLike } from '../i18n/kit-text';
import type { SummaryError } from '../ui/error-summary';
import { useDraftValues, type DraftOptions } from './use-draft';
import { changedFrom, useLeaveWarning } from './use-leave-warning';

export type FormValues = Record<string, string>;

type FieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** A form's `field`, for a part of a form that draws some of its fields: it takes only their names. */
export type FormField<Name extends string> = (name: Name) => FieldProps;

const GENERIC_FAILURE = 'form.failed';

/**
 * One way to run every form: values kept as typed (they survive any failure), the shared contract
 * checked before sending, and the API's field errors shown next to their fields and in the summary.
 * The form's fields are the keys of `initial`: `field()` takes no other name. Every message is said
 * in the page's language, and again in another when the language changes: a contract's message
 * ids are looked up in the kit's catalogs, and the API's messages, already in the person's
 * language, pass through as they are.
 *
 * A long form names its draft (`{ draft: 'complaint' }`): what the person types is kept on this
 * device until the submission succeeds, they discard it (`discardDraft`, `DraftNotice`) or they log
 * out, and the form opens with it again (`restoredAt` says when it was kept). Any other form with
 * answers not yet sent has the browser ask before the page is closed or reloaded.
 */
export function useForm<S extends z.ZodMiniType, V extends FormValues>(schema: S, initial: V, options: DraftOptions = {}) {
  type Name = keyof V & string;
  const draft = useDraftValues(initial, options);
  const { values, setValues } = draft;
  const [issues, setIssues] = useState<Record<string, IssueLike>>({});
  const [formError, setFormError] = useState<IssueLike | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One key per submission attempt: a retry after a failure reuses it, so the API stores one record.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  // What was last sent (or the form's start): answers that differ from it are not saved anywhere yet.
  const [sent, setSent] = useState<FormValues>(values);
  useLeaveWarning(!options.draft && changedFrom(values, sent));
  // The contracts' messages are among the kit's pages' words: on their way as the form appears.
  useEffect(() => void kitText.readyAll().catch(() => undefined), []);
  // The messages in the page's language, said again when it changes or more words arrive.
  kitText.useText();
  const errors: Record<string, string> = Object.fromEntries(Object.entries(issues).map(([name, issue]) => [name, issueMessage(issue)]));

  const field = (name: Name): FieldProps => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function onSubmit(toInput: (values: V) => unknown, action: (data: z.output<S>, options: { idempotencyKey: string }) => Promise<unknown>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (submitting) return;
      const parsed = schema.safeParse(toInput(values));
      if (!parsed.success) {
        setFormError(null);
        setIssues(firstIssues(parsed.error.issues.map((issue) => [issue.path.join('.'), issue])));
        return;
      }
      setSubmitting(true);
      try {
        setIssues({});
        setFormError(null);
        await action(parsed.data, { idempotencyKey });
        setIdempotencyKey(newKey());
        setSent(values);
        draft.forget();
      } catch (error) {
        const fieldErrors = isApiError(error) ? error.fieldErrors : {};
        const { non_field_errors: general, ...byField } = fieldErrors;
        setIssues(firstIssues(Object.entries(byField).map(([name, messages]) => [name, { message: messages[0] ?? '' }])));
        const hasFieldErrors = Object.keys(byField).length > 0;
        const message = general?.[0] ?? (hasFieldErrors ? null : isApiError(error) ? failureMessage(error) : GENERIC_FAILURE);
        setFormError(message === null ? null : { message });
      } finally {
        setSubmitting(false);
      }
    };
  }

  const summary: SummaryError[] = [
    ...(formError ? [{ message: issueMessage(formError) }] : []),
    ...Object.entries(errors).map(([name, message]) => ({ field: name, message })),
  ];

  /** The form as it first was, with no draft and nothing to correct. */
  const discardDraft = () => {
    draft.discard();
    setIssues({});
    setFormError(null);
  };

  return { values, setValues, field, errors, summary, submitting, onSubmit, restoredAt: draft.restoredAt, discardDraft };
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function firstIssues(entries: [string, IssueLike][]): Record<string, IssueLike> {
  const result: Record<string, IssueLike> = {};
  for (const [name, issue] of entries) if (!(name in result)) result[name] = issue;
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
