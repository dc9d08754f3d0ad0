/**
 * What the phone benches share: the screens with data (their deep links and what counts as their first figure), the
 * page helpers that stamp the first figure, the tap on a screen's dashboard tile, and an asset's name without its
 * build hash.
 */
import type { Page } from 'playwright-core';

export type Screen = {
  label: string;
  /** The first visit's deep link (a grid on its run query); its path is the dashboard tile's. */
  link: string;
  /** The screen shows its figures after Consultar. */
  run?: true;
  /** What counts as the first figure when not a money amount (a page expression, true once drawn). */
  ready?: string;
  /** The link leads elsewhere (a new order's draft): reopened where it led, its path and its link alike. */
  reopenWhereLeft?: true;
};

export const screens: Screen[] = [
  { label: 'Indicadores', link: '/charts' },
  { label: 'Carteira', link: '/wallet?consulta=1', run: true },
  { label: 'Dup. Aberto', link: '/duplicates?consulta=1', run: true },
  // Its amounts (credit) sit below the fold: the first customer's card (its address) is what the eye reads first.
  {
    label: 'Clientes',
    link: '/customers?consulta=1',
    run: true,
    ready: `/Endereço/.test(document.getElementById('main')?.textContent ?? '')`,
  },
  // The menu's bare /visitPlan reopens the last plan (route 2, opened once before); its cards carry no amount.
  {
    label: 'Plano de Visitas',
    link: '/visitPlan?route=2&consulta=1',
    ready: `document.querySelector('#main .vp-card')`,
  },
  { label: 'Comissão', link: '/commission' },
  { label: 'Equipe', link: '/team' },
  // The list's answer is the figure: its first row's customer, or the empty list's line for a rep with no order.
  {
    label: 'Pedidos',
    link: '/orders',
    ready: `!!document.querySelector('#main .orders-row-customer') || /Nenhum pedido encontrado/.test(document.getElementById('main')?.textContent ?? '')`,
  },
];

/**
 * A supervisor's screens, measured signed in as the rep's supervisor: Aprovações with the rep's order that waits
 * for them (bench/web/awaiting-order.ts), its card's figures the first amounts.
 */
export const supervisorScreens: Screen[] = [{ label: 'Aprovações', link: '/approvals' }];

const named = (list: Screen[], only: string | undefined): Screen[] =>
  list.filter((screen) => !only || screen.label.toLowerCase().includes(only.toLowerCase()));

/** The screens whose label holds `only` (any case); all without it. */
export const screensNamed = (only: string | undefined): Screen[] => named(screens, only);

/** The supervisor's screens whose label holds `only`. */
export const supervisorScreensNamed = (only: string | undefined): Screen[] => named(supervisorScreens, only);

const readyFunction = (screen: Pick<Screen, 'ready'>) =>
  screen.ready ? `() => ${screen.ready}` : 'undefined';

/**
 * In the page, before the app: `window.__figure()` is the first money amount drawn inside #main and on screen;
 * `window.__watchFigure(run, ready)` stamps `window.__figureAt` (ms since the navigation) on the first frame that
 * shows one (or where `ready()` holds), tapping Consultar meanwhile when `run`. Text: tsx would name inner functions
 * with a helper the page lacks.
 */
export const pageHelpers = `(() => {
  const money = /R\\$\\s*-?[\\d.]+,\\d{2}/;
  window.__figure = () => {
    const main = document.getElementById('main');
    if (!main) return null;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!money.test(node.textContent)) continue;
      const element = node.parentElement;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth)
        return element;
    }
    return null;
  };
  window.__watchFigure = (run, ready) => {
    window.__figureAt = undefined;
    window.__ranAt = undefined;
    window.__lastViewAt = undefined;
    const start = performance.now();
    const check = () => {
      if (window.__lastViewAt === undefined && document.getElementById('last-view'))
        window.__lastViewAt = performance.now();
      if (ready ? ready() : window.__figure()) {
        window.__figureAt = performance.now();
        return;
      }
      if (run && window.__ranAt === undefined) {
        const button = [...document.querySelectorAll('#main button')].find(
          (node) => node.textContent.trim() === 'Consultar' && !node.disabled,
        );
        if (button) {
          window.__ranAt = performance.now();
          button.click();
        }
      }
      if (performance.now() - start < 120000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
})()`;

/** The script that starts watching for a screen's first figure on a first visit (after `pageHelpers`). */
export const watchOnArrival = (screen: Pick<Screen, 'ready'>) =>
  `window.__watchFigure(false, ${readyFunction(screen)});`;

/** Waits in the page (the app's CSP forbids Playwright's string predicates) for the stamp of the figure. */
export const figureAt = (page: Page): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (window.__figureAt !== undefined) resolve(window.__figureAt);
      else if (Date.now() - started > 180000) reject(new Error('sem valor na tela: ' + location.pathname));
      else setTimeout(poll, 50);
    };
    poll();
  })`) as Promise<number>;

/** The path of the screen's tile on the dashboard (the phone's menu: the dashboard has no side menu). */
export const tilePath = (screen: Screen) => screen.link.split('?')[0]!;

/** Taps the screen's tile on the dashboard (needs `pageHelpers` in the page); ms to the figure. */
export const tapToFigure = async (page: Page, screen: Screen): Promise<{ ms: number; ranAt?: number }> => {
  const path = tilePath(screen);
  await page.locator(`#main a.tile[href="${path}"]`).waitFor({ state: 'attached' });
  const tapped = (await page.evaluate(`(() => {
    window.__watchFigure(${screen.run ? 'true' : 'false'}, ${readyFunction(screen)});
    const at = performance.now();
    document.querySelector('#main a.tile[href="${path}"]').click();
    return at;
  })()`)) as number;
  const at = await figureAt(page);
  const ranAt = (await page.evaluate('window.__ranAt')) as number | undefined;
  return { ms: at - tapped, ranAt: ranAt === undefined ? undefined : ranAt - tapped };
};

/** A request's name as the bench prints it: the path without the origin, an asset without its folder and hash. */
export const assetName = (url: string): string =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/assets\//, '')
    .replace(/-[\w-]{8}\.(js|css)$/, '.$1');
