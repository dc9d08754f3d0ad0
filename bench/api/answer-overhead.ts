// The fixed costs of sending an answer that were removed, each against the way it was, in one run
// (docs/decisions/030). No database: only what the server does around the SQL.
//
//   npx tsx bench/api/answer-overhead.ts
//
// 1. Compression: a 15 KB and a 300 KB answer through compress-answers (one Buffer with its length) against
//    @fastify/compress alone (a zlib stream and a chunked response), over HTTP on one kept-alive connection.
// 2. Dates: isoDate's day check on 20,000 dates, by arithmetic (isRealDate) against `new Date()` and its ISO text.
// 3. Rows: a rep's 176 Carteira rows built by toWalletGridRow against an object spread first and fields
//    added after it ({ ...look, a, b… }), the way wallet.queries.ts built them before; 400 customer profiles with a field
//    added to each, against spread into a new object first.
// 4. The answer's contract check and text: the same Carteira rows (176) and 700 of them (a Dup. Aberto-sized
//    answer) through the portal's serializer (plugins/answer-serializer.ts: Ajv + fast-json-stringify from the zod
//    schema) against zod's parse and JSON.stringify, as fastify-type-provider-zod did.
// 5. Security headers: helmet's middleware built once (plugins/security-headers.ts) against built for each
//    request, as @fastify/helmet's onRequest hook did.
// 6. The token check: fast-jwt's verifier called directly (auth/token.ts) against @fastify/jwt's
//    request.jwtVerify with the same options, as the authenticate plugin once did, on a token both have already checked.
//    In a loop of its own, with everything warm; inside a call the difference is larger (segments.ts).
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import fastifyCompress from '@fastify/compress';
import fastifyJwt from '@fastify/jwt';
import Fastify from 'fastify';
import helmet from 'helmet';
import { bearerToken, makeTokens, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../apps/server/src/auth/token.ts';
import { MAX_KEPT } from '../../apps/server/src/auth/request-user-cache.ts';
import { isRealDate } from '../../packages/contracts/src/common.ts';
import { benchClaims } from './dataset.ts';
import {
  toCustomerProfile,
  type ProfileRow,
} from '../../apps/server/src/domain/customers/customer-profile.queries.ts';
import { orderStatusLook } from '../../apps/server/src/db/sql-kit/order-status.ts';
import {
  toWalletGridRow,
  type WalletRowFromSql,
} from '../../apps/server/src/domain/order-grids/wallet-grid.queries.ts';
import { answerSerializerCompiler } from '../../apps/server/src/plugins/answer-serializer.ts';
import { compressAnswersPlugin } from '../../apps/server/src/plugins/compress-answers.ts';
import { securityHeaderOptions } from '../../apps/server/src/plugins/security-headers.ts';
import { walletGridAnswer } from '../../packages/contracts/src/index.ts';
import { percentile } from './stats.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    order: 100_000 + index,
    customer: `MODAS ESTRELA NOVA LTDA ${index % 37}`,
    city: 'SÃO PAULO',
    issueDate: '2025-09-01',
    status: 'canceled',
    value: (index % 997) + 0.5,
  }));
const sizes = { '15kb': rows(110), '300kb': rows(2_200) };

const serve = async (onePiece: boolean) => {
  const app = Fastify();
  if (onePiece) await app.register(compressAnswersPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  for (const [name, answer] of Object.entries(sizes)) app.get(`/${name}`, async () => answer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (port: number, path: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(
        { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip' } },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () =>
            response.statusCode === 200 && response.headers['content-encoding'] === 'br'
              ? resolve(performance.now() - started)
              : reject(
                  new Error(`${path}: HTTP ${response.statusCode}, ${response.headers['content-encoding']}`),
                ),
          );
        },
      )
      .on('error', reject);
  });

const [onePiece, streamed] = [await serve(true), await serve(false)];
log('compressão de respostas (br), p50 de 400 chamadas, alternando os dois servidores:');
for (const name of Object.keys(sizes)) {
  const path = `/${name}`;
  const times = { onePiece: [] as number[], streamed: [] as number[] };
  for (let round = 0; round < 420; round += 1) {
    const a = await get(onePiece.port, path);
    const b = await get(streamed.port, path);
    if (round < 20) continue; // warm-up
    times.onePiece.push(a);
    times.streamed.push(b);
  }
  const [p50a, p50b] = [percentile(times.onePiece, 50), percentile(times.streamed, 50)];
  log(
    `  ${name.padEnd(7)} numa peça ${p50a.toFixed(2)} ms, em stream ${p50b.toFixed(2)} ms → razão ${(p50a / p50b).toFixed(2)}`,
  );
}
agent.destroy();
await Promise.all([onePiece.app.close(), streamed.app.close()]);

const byDate = (value: string): boolean => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const dates = Array.from({ length: 20_000 }, (_, index) => {
  const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000);
  return day.toISOString().slice(0, 10);
});
const timeChecks = (check: (value: string) => boolean): number => {
  const runs: number[] = [];
  for (let run = 0; run < 30; run += 1) {
    const started = performance.now();
    let valid = 0;
    for (const date of dates) if (check(date)) valid += 1;
    if (valid !== dates.length) throw new Error('data válida recusada');
    runs.push(performance.now() - started);
  }
  return percentile(runs.slice(5), 50);
};
const [arithmetic, viaDate] = [timeChecks(isRealDate), timeChecks(byDate)];
log(
  `datas (20.000, p50 de 25 passadas): aritmética ${arithmetic.toFixed(2)} ms, new Date ${viaDate.toFixed(2)} ms → razão ${(arithmetic / viaDate).toFixed(2)}`,
);

// Carteira rows as the driver hands them (decimal strings, dates as text), statuses mixed as in a wallet.
const statuses = ['open', 'blocked', 'expedition'] as const;
const walletRows: WalletRowFromSql[] = Array.from({ length: 176 }, (_, index) => ({
  number: 100_000 + index,
  status: statuses[index % 3] ?? 'open',
  delivery_date: '2025-10-04',
  customer_name: `TECIDOS MENINA MOÇA LTDA ${index % 41}`,
  customer_register: '60865201000183',
  city_name: 'ERECHIM',
  state_code: 'RS',
  price_table: 'TAB 03 - PROMOCIONAL',
  sold: 198,
  sold_value: '17313.92',
  invoiced_value: '0.00',
  to_be_invoiced_value: '17313.92',
}));
// How the wallet grid's query once built a row (kept here as the reference; the portal uses toWalletGridRow).
const spreadFirst = (row: WalletRowFromSql) => ({
  ...orderStatusLook[row.status],
  status: row.status,
  salesOrder: Number(row.number),
  deliveryDate: row.delivery_date,
  customerName: row.customer_name,
  customerRegister: row.customer_register,
  cityName: row.city_name,
  stateCode: row.state_code,
  priceTable: row.price_table,
  sold: Number(row.sold),
  soldValue: Number(row.sold_value),
  invoicedValue: Number(row.invoiced_value),
  toBeInvoicedValue: Number(row.to_be_invoiced_value),
});
/** p50 of 350 passes (after 50 to warm) of building every row of `rows` with `build`. */
const timeBuilding = <R>(rows: R[], build: (row: R) => object): number => {
  const runs: number[] = [];
  for (let run = 0; run < 400; run += 1) {
    const started = performance.now();
    const built = rows.map(build);
    if (built.length !== rows.length) throw new Error('linhas perdidas');
    runs.push(performance.now() - started);
  }
  return percentile(runs.slice(50), 50);
};
const micro = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const [byName, bySpread] = [timeBuilding(walletRows, toWalletGridRow), timeBuilding(walletRows, spreadFirst)];
log(
  `linhas da Carteira (176, p50 de 350 passadas): toWalletGridRow ${micro(byName)}, spread primeiro e campos depois ${micro(bySpread)} → razão ${(byName / bySpread).toFixed(2)}`,
);

// customer/orders and sale-frequency: each customer profile (toCustomerProfile, 34 fields) plus the call's own fields,
// added to the fresh profile (as now) against spread into a new object and added to (as it once was).
const profileRows: ProfileRow[] = Array.from({ length: 400 }, (_, index) => ({
  name: `MODAS ESTRELA NOVA LTDA ${index}`,
  register: String(10_000_000_000_000 + index),
  route: index % 9,
  route_version: 1,
  address: 'RUA DAS FLORES, 100',
  city_code: 3550308,
  city_name: 'SÃO PAULO',
  state_code: 'SP',
  zip_code: '01001000',
  telephone: '1133334444',
  cellphone: null,
  whats: null,
  email: 'compras@example.com',
  state_registration: null,
  suframa: null,
  registration_date: '2019-03-01',
  economic_group: null,
  representative_id: 12,
  representative_name: 'ANA REPRESENTANTE',
  last_purchase_date: '2025-09-01',
  days_since_last_purchase: 29,
  last_purchase_collection: 'V25',
  last_purchase_collection_description: 'VERÃO 2025',
  financial_flag: 1,
  credit_limit: '50000.00',
  balance_limit: '12000.00',
  projected_balance: '8000.00',
  sale_potential: '30000.00',
  average_discount: '3.50',
  average_deadline: '45.00',
  days_greatest_delay: 0,
  open_titles: '4000.00',
  overdue_titles: '0.00',
  latitude: -23.55,
  longitude: -46.63,
  location: 'customer',
}));
const [added, spread] = [
  timeBuilding(profileRows, (row) => Object.assign(toCustomerProfile(row, []), { orders: [] })),
  timeBuilding(profileRows, (row) => ({ ...toCustomerProfile(row, []), orders: [] })),
];
log(
  `perfis de cliente (400, p50 de 350 passadas): acrescentados ao perfil ${micro(added)}, espalhados num objeto novo ${micro(spread)} → razão ${(added / spread).toFixed(2)}`,
);

const serializeAnswer = answerSerializerCompiler()({
  schema: walletGridAnswer,
  method: 'GET',
  url: '/api/v1/reports/wallet',
  httpStatus: '200',
});
const byZod = (answer: unknown) => JSON.stringify(walletGridAnswer.parse(answer));
for (const count of [176, 700]) {
  const answer = Array.from({ length: count }, (_, index) =>
    toWalletGridRow(walletRows[index % walletRows.length]!),
  );
  if (serializeAnswer(answer) !== byZod(answer)) throw new Error('textos diferentes');
  const timeWriting = (write: (answer: unknown) => string): number => {
    const runs: number[] = [];
    for (let run = 0; run < 400; run += 1) {
      const started = performance.now();
      write(answer);
      runs.push(performance.now() - started);
    }
    return percentile(runs.slice(50), 50);
  };
  const [portal, zod] = [timeWriting(serializeAnswer), timeWriting(byZod)];
  log(
    `resposta da Carteira com ${count} linhas, contrato conferido e texto (p50 de 350 passadas): Ajv + fast-json-stringify ${micro(portal)}, zod + JSON.stringify ${micro(zod)} → razão ${(portal / zod).toFixed(2)}`,
  );
}

const rawRequest = new http.IncomingMessage(new net.Socket());
const rawResponse = new http.ServerResponse(rawRequest);
const builtOnce = helmet(securityHeaderOptions);
const timeHeaders = (apply: () => void): number => {
  const runs: number[] = [];
  for (let run = 0; run < 2_200; run += 1) {
    const started = performance.now();
    apply();
    runs.push(performance.now() - started);
  }
  return percentile(runs.slice(200), 50);
};
const [once, perRequest] = [
  timeHeaders(() => builtOnce(rawRequest, rawResponse, () => undefined)),
  timeHeaders(() => helmet(securityHeaderOptions)(rawRequest, rawResponse, () => undefined)),
];
if (rawResponse.getHeader('x-frame-options') !== 'DENY') throw new Error('cabeçalhos não aplicados');
log(
  `cabeçalhos de segurança por resposta (p50 de 2.000): helmet montado uma vez ${micro(once)}, montado a cada requisição ${micro(perRequest)} → razão ${(once / perRequest).toFixed(2)}`,
);

const secret = 'segredo-do-benchmark-com-mais-de-32-caracteres';
const tokens = makeTokens(secret, '12h', 12 * 3600);
const jwtApp = Fastify();
await jwtApp.register(fastifyJwt, {
  secret,
  verify: {
    algorithms: ['HS256'],
    allowedIss: TOKEN_ISSUER,
    allowedAud: TOKEN_AUDIENCE,
    requiredClaims: ['exp', 'iat'],
    cache: MAX_KEPT,
  },
});
jwtApp.get('/', async (request) => {
  const direct: number[] = [];
  const throughPlugin: number[] = [];
  for (let run = 0; run < 20_200; run += 1) {
    let started = performance.now();
    tokens.check(bearerToken(request.headers.authorization) ?? '');
    direct.push(performance.now() - started);
    started = performance.now();
    await request.jwtVerify();
    throughPlugin.push(performance.now() - started);
  }
  return [percentile(direct.slice(200), 50), percentile(throughPlugin.slice(200), 50)];
});
const claims = benchClaims({ sub: '1', username: 'REP1', rep: 1, sup: null, ver: 0 });
const checked = await jwtApp.inject({
  url: '/',
  headers: { authorization: `Bearer ${tokens.sign(claims)}` },
});
const [direct, throughPlugin] = checked.json<[number, number]>();
await jwtApp.close();
log(
  `conferência do token já conferido (p50 de 20.000): fast-jwt direto ${micro(direct)}, pelo @fastify/jwt ${micro(throughPlugin)} → razão ${(direct / throughPlugin).toFixed(2)}`,
);
