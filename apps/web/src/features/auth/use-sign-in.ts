import { useState } from 'react';
import { useNotify } from '../../components/notify/notify-context.ts';
import { login } from './api/login.ts';
import { loadCurrentUser } from './session/session-actions.ts';
import { storeToken } from '../../lib/auth/session-store.ts';
import { loginErrorText, signInMessages } from './sign-in-messages.ts';

/**
 * docs/product.md §4: validate, POST the credentials, keep the token, then fetch the current user. The guard on /signIn
 * takes the user onwards once the session says signed-in.
 */
export const useSignIn = () => {
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const signIn = async (username: string, password: string): Promise<void> => {
    if (pending) return;
    if (username.trim() === '') return notify.warn(signInMessages.emptyUsername);
    if (password === '') return notify.warn(signInMessages.emptyPassword);
    setPending(true);
    try {
      storeToken(await login({ username: username.trim(), password }));
    } catch (error) {
      notify.error(loginErrorText(error));
      setPending(false);
      return;
    }
    const result = await loadCurrentUser();
    if (!result.ok && result.message) notify.error(result.message);
    setPending(false);
  };

  return { signIn, pending };
};
