import { z } from 'zod';

import { TextField, type useForm } from '@portal/shared';

type Field = ReturnType<typeof useForm>['field'];

/** A new password typed twice: the check that both agree, for any schema that has the field. */
export function withConfirmation<S extends z.ZodObject>(schema: S, field: keyof z.infer<S> & string) {
  return schema.extend({ confirm: z.string() }).refine((value) => (value as Record<string, unknown>)[field] === value.confirm, {
    path: ['confirm'],
    message: 'Enter the same new password twice.',
  });
}

export function NewPasswordFields({ field, name }: { field: Field; name: string }) {
  return (
    <>
      <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." {...field(name)} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirm')} />
    </>
  );
}
