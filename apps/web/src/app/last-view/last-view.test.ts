import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../lib/auth/session-store.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import {
  LAST_VIEW_MAX_AGE_MS,
  LAST_VIEW_MAX_CHARS,
  LAST_VIEW_MAX_SHOWN_MS,
  NOT_KEPT_ATTRIBUTE,
  dropLastView,
  lastViewFor,
  paintLastView,
  readLastView,
  serializeView,
  takeLastView,
  type LastView,
} from './last-view.ts';

const taken = new Date(2026, 11, 1, 14, 32);
const view: LastView = {
  user: 7,
  address: '/wallet?consulta=1',
  build: 'http://portal.test/assets/index-a.js',
  at: taken.toISOString(),
  styles: ['/assets/index-a.css'],
  html: '<main class="layout-main"><p class="figure">R$ 5.871,09</p></main>',
};
const opening = {
  user: 7,
  address: '/wallet?consulta=1',
  build: view.build,
  now: new Date(taken.getTime() + 60_000),
};

/** The page as the installed app has it: a service worker in control, or none (a browser tab, a first visit). */
const controlled = (on: boolean) =>
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: on ? { controller: {} } : undefined,
  });

const root = (html: string) => {
  const element = document.createElement('div');
  element.id = 'root';
  element.innerHTML = html;
  document.body.appendChild(element);
  return element;
};

afterEach(() => {
  dropLastView();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  controlled(false);
});

describe('which opening the last drawing is painted for', () => {
  it('the same login, address, build and a recent drawing', () => {
    expect(lastViewFor(view, opening)).toBe(view);
  });

  it('the screen’s bare path, which reopens its last consultation', () => {
    expect(lastViewFor(view, { ...opening, address: '/wallet' })).toBe(view);
    expect(lastViewFor(view, { ...opening, address: '/wallet?consulta=1&situacao=2' })).toBeNull();
    expect(lastViewFor(view, { ...opening, address: '/walletX' })).toBeNull();
  });

  it('never for another login, a stranger, another screen, another build or an old drawing', () => {
    expect(lastViewFor(view, { ...opening, user: 8 })).toBeNull();
    expect(lastViewFor(view, { ...opening, user: null })).toBeNull();
    expect(lastViewFor(view, { ...opening, address: '/duplicates' })).toBeNull();
    expect(lastViewFor(view, { ...opening, build: 'http://portal.test/assets/index-b.js' })).toBeNull();
    const late = new Date(taken.getTime() + LAST_VIEW_MAX_AGE_MS + 1);
    expect(lastViewFor(view, { ...opening, now: late })).toBeNull();
    expect(lastViewFor(null, opening)).toBeNull();
  });

  it('a stored value of another shape is no drawing', () => {
    writeStorage(storageKeys.lastView, JSON.stringify({ ...view, html: 3 }));
    expect(readLastView()).toBeNull();
    writeStorage(storageKeys.lastView, '{not json');
    expect(readLastView()).toBeNull();
  });
});

describe('the drawing painted at the opening', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/wallet');
    writeStorage(storageKeys.user, JSON.stringify({ id: 7, name: 'RAFAEL' }));
    writeStorage(storageKeys.lastView, JSON.stringify({ ...view, build: '' }));
  });

  it('covers the page, inert and hidden from screen readers, marked with when it was drawn', () => {
    controlled(true);
    expect(paintLastView(opening.now)).toBe(true);
    const cover = document.getElementById('last-view')!;
    expect(cover.getAttribute('aria-hidden')).toBe('true');
    expect(cover.hasAttribute('inert')).toBe(true);
    expect(cover.querySelector('.figure')?.textContent).toBe('R$ 5.871,09');
    expect(cover.querySelector('.last-view-note')?.textContent).toBe(
      'Última consulta, de hoje às 14:32 — atualizando…',
    );
    // The screen's stylesheet, added by its chunk only later, is asked for now.
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/index-a.css',
    );
    dropLastView();
    expect(document.getElementById('last-view')).toBeNull();
  });

  it('never covers the page longer than its cap, whatever the app does', () => {
    vi.useFakeTimers();
    try {
      controlled(true);
      expect(paintLastView(opening.now)).toBe(true);
      vi.advanceTimersByTime(LAST_VIEW_MAX_SHOWN_MS - 1);
      expect(document.getElementById('last-view')).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.getElementById('last-view')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not painted without the installed app’s service worker, or for another stored user', () => {
    expect(paintLastView(opening.now)).toBe(false);
    controlled(true);
    writeStorage(storageKeys.user, JSON.stringify({ id: 8 }));
    expect(paintLastView(opening.now)).toBe(false);
    expect(document.getElementById('last-view')).toBeNull();
  });

  it('is forgotten at Sair, with the rest of the user’s data', () => {
    endSession();
    expect(readStorage(storageKeys.lastView)).toBeNull();
  });
});

describe('the page kept as drawn', () => {
  it('keeps typed values and drops ids, passwords and autofocus', () => {
    const page = root(
      '<main id="main" data-testid="page"><input id="qty" value=""><input type="password" id="pw"><textarea></textarea>' +
        '<button autofocus>Ok</button></main>',
    );
    page.querySelector<HTMLInputElement>('#qty')!.value = '12';
    page.querySelector<HTMLInputElement>('#pw')!.value = 'segredo';
    page.querySelector('textarea')!.value = 'Cliente pediu grade fechada';
    const html = serializeView(page);
    expect(html).toContain('value="12"');
    expect(html).not.toContain('segredo');
    expect(html).toContain('>Cliente pediu grade fechada</textarea>');
    expect(html).not.toMatch(/\sid=/);
    expect(html).not.toContain('data-testid');
    expect(html).not.toContain('autofocus');
    // The live page is left as it was.
    expect(page.querySelector('#qty')?.getAttribute('value')).toBe('');
  });

  it('leaves out the connection’s banner, which tells the moment and not the page', () => {
    const page = root(
      `<main id="main"><div class="offline-banner" ${NOT_KEPT_ATTRIBUTE}><span>Sem conexão – dados de 02/12/2026 20:02</span></div>` +
        '<p>Cliente 1042</p></main>',
    );
    const html = serializeView(page);
    expect(html).not.toContain('Sem conexão');
    expect(html).toContain('Cliente 1042');
    expect(page.textContent).toContain('Sem conexão');
  });

  it('keeps a chart as a picture of its drawing', () => {
    const page = root(
      '<main id="main"><canvas class="gauge" style="width: 160px; height: 80px"></canvas></main>',
    );
    page.querySelector('canvas')!.toDataURL = () => 'data:image/webp;base64,AAAA';
    const html = serializeView(page);
    expect(html).toContain(
      '<img src="data:image/webp;base64,AAAA" alt="" class="gauge" style="width: 160px; height: 80px">',
    );
    expect(html).not.toContain('<canvas');
  });

  it('leaves out what lies wholly below the first screenful', () => {
    const page = root(
      '<main id="main"><h1>Carteira</h1><div class="cards"><p class="near">R$ 1,00</p><p class="far">R$ 2,00</p></div></main>',
    );
    const far = page.querySelector('.far')!;
    far.getBoundingClientRect = () => ({ top: window.innerHeight + 10, height: 100 }) as DOMRect;
    const html = serializeView(page);
    expect(html).toContain('R$ 1,00');
    expect(html).not.toContain('R$ 2,00');
    expect(page.querySelector('.far')).not.toBeNull();
  });

  it('is kept for this user and address, and a page too large to keep leaves nothing behind', () => {
    window.history.replaceState(null, '', '/duplicates?consulta=1');
    const page = root('<main id="main"><p>R$ 1.279,82</p></main>');
    expect(takeLastView(page, 7, taken)).toBe(true);
    expect(readLastView()).toMatchObject({
      user: 7,
      address: '/duplicates?consulta=1',
      at: taken.toISOString(),
    });
    page.innerHTML = `<main id="main"><p>${'x'.repeat(LAST_VIEW_MAX_CHARS)}</p></main>`;
    expect(takeLastView(page, 7, taken)).toBe(false);
    expect(readLastView()).toBeNull();
  });
});
