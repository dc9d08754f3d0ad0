/**
 * What checking an answer against its contract costs the phone (docs/decisions/175): real grid answers read from the
 * portal, checked in Chromium with the CPU 4× slower by the web's own zod schemas, as the app checks them (no code
 * generation: the app's Content-Security-Policy forbids it), against the reference every answer pays anyway: turning
 * its text into objects (JSON.parse). RUNS times each, median, and the first check apart: the app checks each answer
 * once, while the code that checks it may not yet be compiled.
 *
 * Starts its own portal on demo data (`npm run build` first), or uses PORTAL_URL with PORTAL_USER / PORTAL_PASSWORD;
 * the answers are read as that user (an administrator's are the company's).
 *
 *   npx tsx bench/web/answer-check.ts            (BENCH_RUNS=n)
 */
import { build } from 'esbuild';
import { launchBrowser, newContext } from '../../e2e/helpers/browser.ts';
import { lighthouseMobile } from './phone-profile.ts';
import { portalUnderTest } from './portal-under-test.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const answers = [
  { label: 'Carteira, 1ª página', schema: 'walletGridAnswer', path: '/api/v1/reports/wallet?pageSize=200' },
  {
    label: 'Carteira, página seguinte',
    schema: 'walletGridAnswer',
    path: '/api/v1/reports/wallet?pageSize=5000',
  },
  {
    label: 'Dup. Aberto, página seguinte',
    schema: 'duplicateGridAnswer',
    path: '/api/v1/reports/duplicates?pageSize=5000',
  },
] as const;

// The schemas as the web bundles them, with zod told not to generate code (what the app's CSP leaves it).
const checker = await build({
  stdin: {
    contents: `import { z } from 'zod';
      import { walletGridAnswer, duplicateGridAnswer } from '@portal/contracts';
      z.config({ jitless: true });
      const schemas = { walletGridAnswer, duplicateGridAnswer };
      const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      window.measure = (text, schema, runs) => {
        const parse = [], check = [];
        let rows = 0, ok = true;
        for (let run = 0; run < runs; run += 1) {
          let started = performance.now();
          const data = JSON.parse(text);
          parse.push(performance.now() - started);
          started = performance.now();
          ok = schemas[schema].safeParse(data).success && ok;
          check.push(performance.now() - started);
          rows = data.length;
        }
        return { rows, ok, parse: median(parse), firstCheck: check[0], check: median(check) };
      };`,
    resolveDir: import.meta.dirname,
  },
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
});

const { own, baseUrl, token } = await portalUnderTest();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await page.goto('about:blank');
  await page.addScriptTag({ content: checker.outputFiles[0]!.text });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: lighthouseMobile.cpuSlowdown });

  console.log(
    `Conferir a resposta no telefone (CPU ${lighthouseMobile.cpuSlowdown}×), ${RUNS} vezes, mediana (ms)`,
  );
  console.log(
    'resposta                          linhas   KB  JSON.parse  conferir 1ª vez  conferir  conferir/JSON.parse',
  );
  for (const answer of answers) {
    const response = await fetch(`${baseUrl}${answer.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${answer.path}: HTTP ${response.status}`);
    const text = await response.text();
    const figure = await page.evaluate(
      ([body, schema, runs]) =>
        (
          window as unknown as {
            measure: (
              t: string,
              s: string,
              r: number,
            ) => { rows: number; ok: boolean; parse: number; firstCheck: number; check: number };
          }
        ).measure(body, schema, runs),
      [text, answer.schema, RUNS] as const,
    );
    if (!figure.ok) throw new Error(`${answer.label}: a resposta não passou no contrato`);
    console.log(
      `${answer.label.padEnd(32)} ${String(figure.rows).padStart(7)} ${String(Math.round(text.length / 1024)).padStart(4)}` +
        ` ${figure.parse.toFixed(1).padStart(11)} ${figure.firstCheck.toFixed(1).padStart(16)} ${figure.check.toFixed(1).padStart(9)}` +
        ` ${(figure.check / figure.parse).toFixed(1).padStart(19)}×`,
    );
  }
} finally {
  await browser.close();
  await own?.stop();
}
