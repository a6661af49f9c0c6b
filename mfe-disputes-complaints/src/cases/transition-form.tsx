import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

import { Alert, ErrorSummary, mayOpen, SelectField, TextAreaField, useApi, useForm, useSession } from '@portal/shared';
import { transitionSchema } from '@portal/shared/contracts';

import { useText } from '../text';

type Props = {
  /** The API path of the case, like `/complaints/12/`. */
  path: string;
  next: readonly string[];
  /** Each status by its label in the page's language. */
  labels: Record<string, string>;
  invalidate: QueryKey;
};

/** Staff move a case to its next status with a note the resident sees (and is mailed). */
export function TransitionForm({ path, next, labels, invalidate }: Props) {
  const session = useSession();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useText();
  const form = useForm(transitionSchema(next.length ? (next as [string, ...string[]]) : ['-']), { status: '', note: '' });
  const [moved, setMoved] = useState<string | null>(null);
  const move = useMutation({ mutationFn: (input: unknown) => api.post(`${path}transition/`, input) });
  if (!mayOpen('super', session)) return null;
  const done = moved && (
    <Alert type="success" role="status" slim>
      <p>{t('transition.moved', { status: labels[moved] ?? moved })}</p>
    </Alert>
  );
  if (next.length === 0) return done || null;
  const submit = form.onSubmit(
    (values) => values,
    async (input) => {
      await move.mutateAsync(input);
      form.setValues({ status: '', note: '' });
      setMoved(input.status);
      await queryClient.invalidateQueries({ queryKey: invalidate });
    },
  );
  return (
    <section aria-labelledby="transition-title" className="bg-base-lightest padding-2 radius-md margin-y-3">
      <h2 id="transition-title" className="margin-top-0">
        {t('transition.heading')}
      </h2>
      {done}
      <ErrorSummary errors={form.summary} />
      <form className="usa-form maxw-full" noValidate onSubmit={submit}>
        <SelectField
          label={t('transition.status.label')}
          placeholder={t('form.select')}
          options={next.map((status) => ({ value: status, label: labels[status] ?? status }))}
          {...form.field('status')}
        />
        <TextAreaField label={t('transition.note.label')} rows={3} {...form.field('note')} />
        <button type="submit" className="usa-button" disabled={form.submitting}>
          {t('transition.submit')}
        </button>
      </form>
    </section>
  );
}
