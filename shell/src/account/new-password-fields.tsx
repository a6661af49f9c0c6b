import { z } from 'zod/mini';

import { TextField, type FormField } from '@portal/shared';

import { shellText, useText } from '../text';

/** A new password typed twice: the check that both agree, for any schema that has the field. */
export function withConfirmation<S extends z.ZodMiniObject>(schema: S, field: keyof z.infer<S> & string) {
  return z.extend(schema, { confirm: z.string() }).check(
    z.refine((value) => (value as Record<string, unknown>)[field] === (value as Record<string, unknown>).confirm, {
      path: ['confirm'],
      // In the page's language when the form is checked.
      error: () => shellText.text('newPassword.mismatch'),
    }),
  );
}

export function NewPasswordFields<Name extends string>({ field, name }: { field: FormField<Name | 'confirm'>; name: Name }) {
  const t = useText();
  return (
    <>
      <TextField label={t('newPassword.label')} type="password" autoComplete="new-password" hint={t('newPassword.hint')} {...field(name)} />
      <TextField label={t('newPassword.confirm')} type="password" autoComplete="new-password" {...field('confirm')} />
    </>
  );
}
