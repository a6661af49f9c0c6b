import { z } from 'zod/mini';

import { TextField, type FormField } from '@portal/shared';

/** A new password typed twice: the check that both agree, for any schema that has the field. */
export function withConfirmation<S extends z.ZodMiniObject>(schema: S, field: keyof z.infer<S> & string) {
  return z.extend(schema, { confirm: z.string() }).check(
    z.refine((value) => (value as Record<string, unknown>)[field] === (value as Record<string, unknown>).confirm, {
      path: ['confirm'],
      message: 'Enter the same new password twice.',
    }),
  );
}

export function NewPasswordFields<Name extends string>({ field, name }: { field: FormField<Name | 'confirm'>; name: Name }) {
  return (
    <>
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." {...field(name)} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirm')} />
    </>
  );
}
