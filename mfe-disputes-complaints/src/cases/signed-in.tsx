import { useEffect, useState, type ReactNode } from 'react';

import { usePortal } from '@portal/shared';

/** Tests: the page once the person's profile has come, as the shell shows it. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { signIn } = usePortal();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signIn('token').then(() => setReady(true));
  }, [signIn]);
  return ready ? children : null;
}
