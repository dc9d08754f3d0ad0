import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './api.ts';
import type { Login } from './portal-server.ts';

/** Fills the sign-in form and presses Conectar. */
export const submitSignIn = async (page: Page, username: string, password: string): Promise<void> => {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Conectar' }).click();
};

/** Signs in from /signIn and waits for the top bar. */
export const signIn = async (page: Page, login: Login): Promise<void> => {
  if (!page.url().includes('/signIn')) await page.goto('/signIn');
  await submitSignIn(page, login.username, login.password);
  await page.getByTestId('user-name').waitFor({ state: 'attached' });
};

/** The newest toast: last in the DOM, shown on top (the list is reversed in CSS). */
export const toastText = (page: Page) => page.locator('.p-toast-message').last();

/** The current user as the server sees it (to compare with what the top bar shows). */
export const currentUserOf = async (
  baseUrl: string,
  login: Login,
): Promise<{ name: string; representativeId: number }> => {
  const token = await tokenOf(baseUrl, login);
  return apiGet<{ name: string; representativeId: number }>(
    baseUrl,
    token,
    '/api/v1/representative/current-user',
  );
};
