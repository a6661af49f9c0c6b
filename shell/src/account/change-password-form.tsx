import { z } from 'zod';
import { ErrorSummary, TextField, changePasswordSchema, notify, tokenSchema, useForm, usePortal } from '@portal/shared';

const formSchema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((value) => value.new_password === value.confirm, { path: ['confirm'], message: 'Enter the same new password twice' });

export function ChangePasswordForm() {
  const { api, signIn } = usePortal();
  const form = useForm(formSchema, { current_password: '', new_password: '', confirm: '' });
  const submit = form.onSubmit(
    (values) => values,
    async ({ current_password, new_password }) => {
      // Other sessions are signed out; this one continues with the new token.
      const { token } = await api.post('/auth/change-password/', { current_password, new_password }, { schema: tokenSchema });
      await signIn(token);
      form.setValues({ current_password: '', new_password: '', confirm: '' });
      notify('success', 'Your password is changed. Other devices have been signed out.');
    },
  );
  return (
    <>
      <ErrorSummary errors={form.summary} />
      <form className="usa-form usa-form--large" noValidate onSubmit={submit}>
        <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('current_password')} />
        <TextField label="New password" type="password" autoComplete="new-password" hint="At least 8 characters." {...form.field('new_password')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
        <button type="submit" className="usa-button" disabled={form.submitting}>
          Change password
        </button>
      </form>
    </>
  );
}
