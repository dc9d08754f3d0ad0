import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys, writeStorage } from '../../lib/storage.ts';
import { LastViewKeeper } from './last-view-keeper.tsx';
import { paintLastView, readLastView } from './last-view.ts';

const mount = (mainHtml: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<main id="main">${mainHtml}</main>`;
  document.body.appendChild(root);
  const keeper = document.createElement('div');
  document.body.appendChild(keeper);
  render(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, null, createElement(LastViewKeeper, { userId: 7 })),
    ),
    { container: keeper },
  );
  return root;
};

/** The installed app reopened at this page's address, its last drawing painted over it. */
const paintedCopy = () => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
  writeStorage(storageKeys.user, JSON.stringify({ id: 7 }));
  writeStorage(
    storageKeys.lastView,
    JSON.stringify({
      user: 7,
      address: window.location.pathname + window.location.search,
      build: '',
      at: new Date().toISOString(),
      styles: [],
      html: '<p>R$ 1,00</p>',
    }),
  );
  expect(paintLastView()).toBe(true);
};

afterEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
});

describe('the last drawing kept and given way', () => {
  it('once the screen has drawn, the copy goes and the page is kept for the next opening', async () => {
    paintedCopy();
    mount('<p>R$ 5.871,09</p>');
    await waitFor(() => expect(document.getElementById('last-view')).toBeNull());
    expect(readLastView()?.html).toContain('R$ 5.871,09');
  });

  it('a browser tab without the service worker keeps no copy', async () => {
    mount('<p>R$ 5.871,09</p>');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(readLastView()).toBeNull();
  });

  it('while the screen still shows a spinner, the copy stays and nothing is kept', async () => {
    paintedCopy();
    const root = mount('<div class="p-progress-spinner"></div>');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(document.getElementById('last-view')).not.toBeNull();
    expect(readLastView()?.html).toBe('<p>R$ 1,00</p>');
    root.querySelector('#main')!.innerHTML = '<p>R$ 2,00</p>';
    await waitFor(() => expect(document.getElementById('last-view')).toBeNull());
    expect(readLastView()?.html).toContain('R$ 2,00');
  });

  it('as the rep leaves the app, keeps the page as it is then, or nothing if scrolled away from its top', async () => {
    paintedCopy();
    const root = mount('<p>R$ 5.871,09</p>');
    await waitFor(() => expect(document.getElementById('last-view')).toBeNull());
    root.querySelector('#main')!.innerHTML = '<p>Quantidade 8</p>';
    window.dispatchEvent(new Event('pagehide'));
    expect(readLastView()?.html).toContain('Quantidade 8');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(readLastView()).toBeNull();
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});
