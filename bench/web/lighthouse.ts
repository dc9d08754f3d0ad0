/**
 * Lighthouse (performance and accessibility) of /signIn, the dashboard and two grid screens with their data
 * (Carteira and Dup. Aberto opened on a run query, so the grid is drawn), the Plano de Visitas of one route and
 * Comissão (its charts and grids), mobile and desktop presets.
 * Needs a running portal (PORTAL_URL, default http://127.0.0.1:3000) and a login for the dashboard
 * (PORTAL_USER / PORTAL_PASSWORD); a token is put in localStorage before the run, as the app would. Aprovações is
 * measured signed in as PORTAL_SUPERVISOR_USER / PORTAL_SUPERVISOR_PASSWORD, when given.
 *
 *   PORTAL_URL=http://127.0.0.1:3000 PORTAL_USER=REP1 PORTAL_PASSWORD=... npx tsx bench/web/lighthouse.ts
 *   (LIGHTHOUSE_ONLY=<name part> for some pages only, LIGHTHOUSE_SHIFTS=1 to list the elements that moved,
 *   LIGHTHOUSE_TASKS=1 to list the long tasks and the main thread's work by kind,
 *   LIGHTHOUSE_PRESET=mobile|desktop for one preset, LIGHTHOUSE_RUNS=<n> to measure each page n times,
 *   LIGHTHOUSE_TRACES=<dir> to keep the trace of a run that measured no LCP, LIGHTHOUSE_RETRIES=<n> how many times
 *   such a run is measured again, 1 unless told)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { chromiumFlags as chromeFlags } from '../../e2e/helpers/chromium.ts';

type ShiftItem = { score: number; node?: { selector?: string; snippet?: string } };

const base = process.env.PORTAL_URL ?? 'http://127.0.0.1:3000';

const token = async (username: string | undefined, password: string | undefined): Promise<string | null> => {
  if (!username || !password) return null;
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.ok ? ((await response.json()) as string) : null;
};

const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const jwt = await token(process.env.PORTAL_USER, process.env.PORTAL_PASSWORD);
const supervisorJwt = await token(process.env.PORTAL_SUPERVISOR_USER, process.env.PORTAL_SUPERVISOR_PASSWORD);
/** Signs the browser in as the page's user, as the app would after Conectar: the other user's data goes. */
let stored: string | null = null;
const signInAs = async (value: string | null) => {
  if (value === null || value === stored) return;
  const page = await browser.newPage();
  await page.goto(`${base}/signIn`);
  await page.evaluate((next) => {
    localStorage.clear();
    localStorage.setItem('portal-representante.token', next);
  }, value);
  await page.close();
  stored = value;
};

const signedIn = [
  ['dashboard', '/'],
  ['carteira', '/wallet?representativeId=1&consulta=1'],
  ['dup-aberto', '/duplicates?consulta=1'],
  ['plano-visitas', '/visitPlan?route=2&consulta=1'],
  ['comissao', '/commission'],
  ['equipe', '/team'],
] as const;
// LIGHTHOUSE_ONLY=comissao measures the pages whose name contains it (one screen while working on it).
const only = process.env.LIGHTHOUSE_ONLY;
// A supervisor's screen, signed in as PORTAL_SUPERVISOR_USER: Aprovações with what waits for them.
const supervisorPages = supervisorJwt ? ([['aprovacoes', '/approvals']] as const) : [];
const pages = (
  [
    ['sign-in', '/signIn', jwt],
    ...(jwt ? signedIn.map(([name, path]) => [name, path, jwt] as const) : []),
    ...supervisorPages.map(([name, path]) => [name, path, supervisorJwt] as const),
  ] as const
).filter(([name]) => !only || name.includes(only));
// LIGHTHOUSE_PRESET and LIGHTHOUSE_RUNS repeat one page's one preset (a figure that comes and goes).
const presets = (['mobile', 'desktop'] as const).filter(
  (preset) => !process.env.LIGHTHOUSE_PRESET || preset === process.env.LIGHTHOUSE_PRESET,
);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const traces = process.env.LIGHTHOUSE_TRACES;
let measured = 0;
let withLcp = 0;
console.log('página       preset    desempenho  acessibilidade   LCP ms   TBT ms    CLS');
const measure = async (path: string, preset: (typeof presets)[number]) =>
  lighthouse(
    `${base}${path}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      // Lighthouse parks the tab on about:blank before tracing; the portal then needs a new renderer process,
      // started during the trace, and that process can miss its first events (the page's navigationStart):
      // no time origin, NO_NAVSTART, a performance of 0 with no LCP. A page of the portal's own origin as
      // the parking page keeps the measured navigation in the process that is already traced.
      blankPage: `${base}/favicon.svg`,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
// A run that measured no LCP is measured again, at most this many times (its row and the count still show it).
const retries = Math.max(0, Number(process.env.LIGHTHOUSE_RETRIES ?? 1));
for (const [name, path, signedInAs] of pages) {
  await signInAs(signedInAs);
  for (const [index, preset] of presets
    .flatMap((each) => Array.from({ length: runs }, () => each))
    .entries()) {
    let result = await measure(path, preset);
    for (let attempt = 0; ; attempt += 1) {
      const lcp = result?.lhr.audits['largest-contentful-paint'];
      const why = result?.lhr.runtimeError?.code ?? lcp?.errorMessage?.match(/\(([A-Z_]+)\)/)?.[1] ?? '?';
      measured += 1;
      if (lcp?.numericValue) withLcp += 1;
      const categories = result?.lhr.categories;
      const score = (key: string) => String(Math.round((categories?.[key]?.score ?? 0) * 100)).padStart(5);
      const audit = (key: string) => result?.lhr.audits[key]?.numericValue ?? 0;
      console.log(
        `${name.padEnd(12)} ${preset.padEnd(9)} ${score('performance')}       ${score('accessibility')}` +
          `   ${audit('largest-contentful-paint').toFixed(0).padStart(6)}   ${audit('total-blocking-time').toFixed(0).padStart(6)}` +
          `   ${audit('cumulative-layout-shift').toFixed(3)}` +
          // A score of 0 with no LCP is a run Lighthouse could not read, not a slow page: say why.
          (lcp?.numericValue ? '' : `   sem LCP (${why})`),
      );
      if (lcp?.numericValue) break;
      if (traces) {
        mkdirSync(traces, { recursive: true });
        const file = `${traces}/${name}-${preset}-${index + 1}-${attempt + 1}.json`;
        writeFileSync(file, JSON.stringify({ lhr: result?.lhr, trace: result?.artifacts.Trace }));
        console.log(`    trace: ${file}`);
      }
      if (attempt >= retries) break;
      result = await measure(path, preset);
    }
    // LIGHTHOUSE_TASKS=1 lists what blocks the main thread: the long tasks (simulated, ms) and the work per kind.
    if (process.env.LIGHTHOUSE_TASKS) {
      type Task = { url?: string; duration: number; startTime: number };
      type Work = { groupLabel: string; duration: number };
      const details = (key: string) =>
        (result?.lhr.audits[key]?.details as { items?: unknown[] } | undefined)?.items ?? [];
      for (const task of details('long-tasks') as Task[])
        console.log(
          `    tarefa ${task.startTime.toFixed(0).padStart(6)} ms  ${task.duration.toFixed(0).padStart(5)} ms  ${(task.url ?? '').replace(base, '')}`,
        );
      for (const work of details('mainthread-work-breakdown') as Work[])
        console.log(`    ${work.duration.toFixed(0).padStart(6)} ms  ${work.groupLabel}`);
    }
    // LIGHTHOUSE_SHIFTS=1 names the elements that moved (what to give a reserved size).
    if (process.env.LIGHTHOUSE_SHIFTS) {
      const items = (result?.lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)
        ?.items;
      for (const item of items ?? []) {
        console.log(
          `    ${item.score.toFixed(3)}  ${item.node?.selector ?? '?'}  ${item.node?.snippet ?? ''}`,
        );
      }
    }
  }
}
console.log(`execuções com LCP: ${withLcp} de ${measured}`);
await browser.disconnect();
chrome.kill();
if (!jwt) console.log('(páginas com login não medidas: defina PORTAL_USER e PORTAL_PASSWORD)');
