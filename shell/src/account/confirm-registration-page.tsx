import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, ErrorSummary, QueryState, notify, usePortal } from '@portal/shared';
import { detailSchema, tokenSchema } from '@portal/shared/contracts';

/**
 * The page of the link mailed on registration. It checks the link first and asks for a click:
 * a mail scanner that opens links must not use up the person's link or log anyone in.
 */
export function ConfirmRegistrationPage() {
  const { uid = '', token = '' } = useParams();
  const { api, signIn } = usePortal();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const link = useQuery({
    queryKey: ['confirm-link', uid, token],
    queryFn: ({ signal }) =>
      api.get(`/auth/register/confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`, { schema: detailSchema, signal }),
    retry: false,
    staleTime: Infinity,
  });

  const confirm = async () => {
    setConfirming(true);
    setFailure(null);
    try {
      const { token: session } = await api.post('/auth/register/confirm/', { uid, token }, { schema: tokenSchema });
      const profile = await signIn(session);
      notify('success', `Welcome, ${profile.first_name}. Your account is ready.`);
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Your email could not be confirmed. Try again.');
      setConfirming(false);
    }
  };

  return (
    <div className="grid-row">
      <div className="tablet:grid-col-8 desktop:grid-col-6">
        <h1>Confirm your email</h1>
        <QueryState query={link} label="your confirmation link">
          {() => (
            <>
              {failure && <ErrorSummary errors={[{ message: failure }]} />}
              <p>Confirm that this is your email address to finish creating your account. You are then logged in.</p>
              <button type="button" className="usa-button" disabled={confirming} onClick={confirm}>
                Confirm my email
              </button>
            </>
          )}
        </QueryState>
        {link.isError && (
          <Alert type="info" heading="Need a new link?">
            <p>
              <Link to="/register">Register again</Link> with the same email to get a new link, or{' '}
              <Link to="/login">log in</Link> if your account is ready.
            </p>
          </Alert>
        )}
      </div>
    </div>
  );
}
