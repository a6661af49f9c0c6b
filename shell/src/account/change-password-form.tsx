import { useLocation, useNavigate } from 'react-router';

import { withConfirmation as confirming, SimpleForm, TextField, useForm, usePortal } from '@portal/shared';
import { changePasswordSchema, tokenSchema } from '@portal/shared/contracts';

import { useText } from '../text';
import { NewPasswordFields, withConfirmation } from './new-password-fields';

const formSchema = withConfirmation(changePasswordSchema, 'new_password');

export function ChangePasswordForm() {
  const { api, signIn } = usePortal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useText();
  const form = useForm(formSchema, { current_password: '', new_password: '', confirm: '' });
  const submit = form.onSubmit(
    (values) => values,
    async ({ current_password, new_password }) => {
      // Other sessions are signed out; this one continues with the new token.
      const { token } = await api.post('/auth/change-password/', { current_password, new_password }, { schema: tokenSchema });
      await signIn(token);
      form.setValues({ current_password: '', new_password: '', confirm: '' });
      const confirmation = { title: t('password.changed.title'), text: t('password.changed.text'), inPlace: true };
      navigate(pathname, { replace: true, ...confirming(confirmation) });
    },
  );
  return (
    <SimpleForm form={form} onSubmit={submit} submit={t('password.submit')}>
      <TextField label={t('password.current')} type="password" autoComplete="current-password" {...form.field('current_password')} />
      <NewPasswordFields field={form.field} name="new_password" />
    </SimpleForm>
  );
}
