import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildCatalog, collectionRow } from './catalog.ts';
import { CsvWriter } from './csv-writer.ts';
import { makeCustomerIdentity } from './customer-factory.ts';
import { customerPriceTable, makeItemWriter, maxDiscountOf, writeOrderCatalog } from './order-catalog.ts';
import { firstDayOfMonth, monthOf, toDay } from './dates.ts';
import { loadCities, pointNear, type City } from './geography.ts';
import { writeCommissionEntries, writeGoals } from './ledger.ts';
import {
  formatCents,
  makeDaySampler,
  makeProductsOn,
  writeCustomerHistory,
  type HistoryContext,
  type Profile,
} from './order-history.ts';
import { buildRepresentatives, buildUsers, supervisorNames, type Representative } from './people.ts';
import { cumulativeWeights, Random } from './prng.ts';
import { writePacks } from './packs.ts';
import { scales, type Scale } from './scales.ts';
import { QUOTA_ARTICLES, SURNAMES } from './words.ts';
import {
  customerTerms,
  supervisorMaxDiscount,
  writeCarriers,
  writePaymentConditions,
} from './order-terms.ts';

export type GenerateOptions = {
  scale: Scale;
  out: string;
  /** The business date the history ends on (YYYY-MM-DD). */
  today: string;
  seed: number;
  onProgress?: (event: { file: string; rows: number }) => void;
};

const HEADERS = {
  supervisors: ['id', 'name', 'max_discount'],
  representatives: ['id', 'name', 'supervisor_id', 'commission_rate', 'active', 'max_discount'],
  users: ['username', 'password', 'representative_id', 'supervisor_id'],
  quota_articles: ['code', 'description'],
  collections: ['code', 'description', 'group_code', 'group_description', 'starts_on'],
  products: ['reference', 'description', 'collection_code', 'quota_article_code', 'sold_by'],
  cities: ['code', 'name', 'state_code', 'population', 'latitude', 'longitude'],
  customers: [
    'register',
    'name',
    'address',
    'city_code',
    'zip_code',
    'telephone',
    'cellphone',
    'whats',
    'email',
    'state_registration',
    'suframa',
    'registration_date',
    'economic_group',
    'representative_id',
    'route',
    'credit_limit',
    'credit_status',
    'sale_potential',
    'price_table',
    'latitude',
    'longitude',
    'payment_condition',
  ],
  // The order's terms (docs/domain.md §8.1).
  payment_conditions: [
    'code',
    'description',
    'installments',
    'surcharge_percent',
    'min_order_value',
    'active',
  ],
  customer_payment_conditions: ['customer_register', 'payment_condition_code'],
  carriers: ['code', 'name'],
  customer_representatives: ['customer_register', 'representative_id'],
  city_routes: ['representative_id', 'city_code', 'route'],
  orders: [
    'number',
    'customer_register',
    'representative_id',
    'issue_date',
    'delivery_date',
    'status',
    'price_table',
    'payment_days',
    'blocked_on',
    'canceled_on',
    'cancel_reason',
    'shipping_company',
    'origin',
  ],
  order_items: ['order_number', 'reference', 'parts', 'value', 'net_value', 'color_code', 'size'],
  prices: ['price_table', 'reference', 'price'],
  skus: ['reference', 'color_code', 'size', 'color_name', 'size_order', 'active'],
  stock: ['reference', 'color_code', 'size', 'available', 'next_date', 'next_available'],
  packs: ['reference', 'pack_code', 'size', 'parts'],
  invoices: ['number', 'order_number', 'issue_date', 'parts', 'value'],
  receivables: [
    'number',
    'customer_register',
    'invoice_number',
    'type',
    'carrier',
    'issue_date',
    'due_date',
    'extension_date',
    'position',
    'value',
    'balance',
    'status',
    'paid_on',
  ],
  goals: ['representative_id', 'quota_article_code', 'month', 'value'],
  commission_entries: ['representative_id', 'posted_on', 'kind', 'value', 'description'],
} as const;

type FileKey = keyof typeof HEADERS;

/** Each rep's first customers cover every financial flag (docs/domain.md §2) and every order status. */
const FORCED_PROFILES: Profile[] = [
  'showcase',
  'overdue',
  'suspended',
  'nolimit',
  'inactive',
  'tight',
  'good',
];
const RANDOM_PROFILES: Profile[] = ['good', 'overdue', 'suspended', 'nolimit', 'inactive', 'tight'];
const RANDOM_PROFILE_WEIGHTS = cumulativeWeights([64, 12, 3, 4, 12, 5]);

// The demo's twelve reps cover the main textile markets; larger sets spread reps by population.
const DEMO_STATES = ['SP', 'SP', 'SP', 'RJ', 'MG', 'PR', 'SC', 'RS', 'BA', 'PE', 'CE', 'GO'];

const roundUp = (cents: number, step: number): number => Math.ceil(cents / step) * step;

/** Share of the customers of a city with a centre that are exported without a point of their own. */
const WITHOUT_OWN_POINT = 0.1;
/** Customers lie within this many metres of their city's centre. */
const CITY_RADIUS_METERS = 4_000;

/**
 * A customer's own point: somewhere within CITY_RADIUS_METERS of the city's centre (uniform over the disc), or none
 * for about one in ten, and none in a city exported without its centre. Always three draws, so one customer's point
 * never shifts the next one's.
 */
const customerPoint = (random: Random, city: City, cityWithoutPoint: boolean): (string | null)[] => {
  const [own, reach, bearing] = [random.next(), random.next(), random.next()];
  if (cityWithoutPoint || own < WITHOUT_OWN_POINT) return [null, null];
  const point = pointNear(
    city.latitude,
    city.longitude,
    CITY_RADIUS_METERS * Math.sqrt(reach),
    bearing * 2 * Math.PI,
  );
  return [point.latitude.toFixed(6), point.longitude.toFixed(6)];
};

/**
 * Writes a synthetic ERP export (the CSV files of docs/domain.md §1) into `out`: deterministic for a seed,
 * dated relative to `today`, streamed to disk so the `large` set runs in bounded memory.
 */
export async function generateDataset(options: GenerateOptions): Promise<{ counts: Record<string, number> }> {
  const settings = scales[options.scale];
  const today = toDay(options.today);
  const firstDay = firstDayOfMonth(monthOf(today) - settings.years * 12 + 1);
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  const root = new Random(options.seed);
  const random = root.fork(1);
  // Pedidos' data has its own stream, so adding it left the rest of the history as it was for a seed.
  const orderRandom = new Random(options.seed ^ 0x0ede5);
  // So do the map's points (docs/domain.md §7).
  const placeRandom = new Random(options.seed ^ 0x9e0);
  // And the order's terms (docs/domain.md §8.1).
  const termsRandom = new Random(options.seed ^ 0x7e4);

  const writers = Object.fromEntries(
    Object.entries(HEADERS).map(([key, header]) => [key, new CsvWriter(join(out, `${key}.csv`), header)]),
  ) as Record<FileKey, CsvWriter>;
  writePaymentConditions(writers.payment_conditions);
  writeCarriers(writers.carriers);
  const progress = (key: FileKey): void =>
    options.onProgress?.({ file: `${key}.csv`, rows: writers[key].rows });

  // Geography: every shipped city is exported; reps work the cities of their state.
  const cities = loadCities();
  const byState = new Map<string, City[]>();
  for (const city of cities) byState.set(city.state, [...(byState.get(city.state) ?? []), city]);
  // Every tenth city of a state (never its largest) is exported without its centre, so the map has customers it
  // cannot place ("sem localização").
  const withoutPoint = new Set(
    [...byState.values()].flatMap((list) => list.filter((_, at) => at % 10 === 9).map((city) => city.code)),
  );
  for (const city of cities) {
    const point = withoutPoint.has(city.code) ? [null, null] : [city.latitude, city.longitude];
    writers.cities.row([city.code, city.name, city.state, city.population, ...point]);
  }
  const largest = new Set(
    [...byState.values()].map((list) => list.reduce((a, b) => (b.population > a.population ? b : a)).code),
  );
  const cityPickers = new Map(
    [...byState.entries()].map(([state, list]) => [
      state,
      { list, cumulative: cumulativeWeights(list.map((c) => c.population ** 0.6)) },
    ]),
  );
  const states = [...byState.keys()];
  const stateCumulative = cumulativeWeights(
    states.map((state) => (byState.get(state) ?? []).reduce((sum, c) => sum + c.population, 0)),
  );

  // People.
  const supervisors = supervisorNames(root.fork(2), settings.supervisors);
  supervisors.forEach((name, index) =>
    writers.supervisors.row([index + 1, name, supervisorMaxDiscount(termsRandom)]),
  );
  const reps = buildRepresentatives(
    root.fork(3),
    settings.representatives,
    settings.supervisors,
    (r, index) =>
      options.scale === 'large'
        ? r.pickWeighted(states, stateCumulative)
        : ((options.scale === 'tiny' ? ['SP', 'MG'] : DEMO_STATES)[index] ?? 'SP'),
  );
  for (const rep of reps)
    writers.representatives.row([
      rep.id,
      rep.name,
      rep.supervisorId,
      rep.commissionRate.toFixed(2),
      rep.active ? 'true' : 'false',
      maxDiscountOf(orderRandom),
    ]);
  for (const user of buildUsers(settings.supervisors, reps)) {
    writers.users.row([user.username, user.password, user.representativeId, user.supervisorId]);
  }

  // Catalog.
  const catalog = buildCatalog(root.fork(4), firstDay, today, settings.productsPerArticle);
  for (const article of QUOTA_ARTICLES) writers.quota_articles.row([article.code, article.description]);
  for (const collection of catalog.collections) writers.collections.row(collectionRow(collection));
  const orderCatalog = writeOrderCatalog(orderRandom, catalog.products, today, writers);
  // The packs come after the grids they are cut from, on a stream of their own (docs/domain.md §8.1).
  const soldBy = writePacks(
    new Random(options.seed ^ 0x9ac5),
    catalog.products,
    orderCatalog.grids,
    writers.packs,
  );
  for (const product of catalog.products) {
    writers.products.row([
      product.reference,
      product.description,
      product.collection.code,
      product.article,
      soldBy.get(product.reference) ?? 'piece',
    ]);
  }

  // Customers and their history, one customer at a time.
  const historyRandom = root.fork(5);
  const context: HistoryContext = {
    random: historyRandom,
    today,
    firstDay,
    catalog,
    writers: {
      orders: writers.orders,
      items: writers.order_items,
      invoices: writers.invoices,
      receivables: writers.receivables,
    },
    next: { order: 100_001, invoice: 1 },
    sales: new Map(),
    invoiced: new Map(),
    sampleDay: makeDaySampler(historyRandom, firstDay, today),
    productsOn: makeProductsOn(catalog),
    // Only the last weeks' orders carry grid cells (a larger share would double the items): "Repetir pedido" repeats recent orders.
    writeItem: makeItemWriter(orderRandom, orderCatalog.grids, writers.order_items, today - 45),
  };
  const repSizes = cumulativeWeights(reps.map(() => 0.6 + random.next() * 0.8));
  const customersOfRep = new Map<number, number>();
  const routesOfRep = new Map<number, Map<number, number>>();
  const groupsOfRep = new Map<number, string[]>();
  const used = new Set<string>();
  const teams = new Map<number, Representative[]>();
  for (const rep of reps) teams.set(rep.supervisorId, [...(teams.get(rep.supervisorId) ?? []), rep]);

  for (let index = 0; index < settings.customers; index += 1) {
    const rep =
      index < reps.length * FORCED_PROFILES.length
        ? (reps[index % reps.length] as Representative)
        : random.pickWeighted(reps, repSizes);
    const seen = customersOfRep.get(rep.id) ?? 0;
    customersOfRep.set(rep.id, seen + 1);
    const profile = FORCED_PROFILES[seen] ?? random.pickWeighted(RANDOM_PROFILES, RANDOM_PROFILE_WEIGHTS);
    const picker = cityPickers.get(rep.state) ?? cityPickers.get('SP');
    if (!picker) throw new Error('cidades ausentes em data/cities.csv');
    const city = random.pickWeighted(picker.list, picker.cumulative);

    // A fifth of the customers started buying during the history; the rest are older accounts.
    const since = random.chance(0.2) ? random.int(firstDay, today - 200) : firstDay;
    const registrationDay = since === firstDay ? firstDay - random.int(30, 4_000) : since - random.int(0, 20);
    const groups = groupsOfRep.get(rep.id) ?? [];
    let group: string | null = null;
    if (random.chance(0.08)) {
      if (groups.length === 0 || random.chance(0.3)) groups.push(`GRUPO ${random.pick(SURNAMES)}`);
      groupsOfRep.set(rep.id, groups);
      group = random.pick(groups);
    }
    const identity = makeCustomerIdentity(random, used, city, largest.has(city.code), registrationDay, group);

    const size = 0.3 + random.next() * random.next() * 3;
    const summary = writeCustomerHistory(
      context,
      { register: identity.register, representativeId: rep.id, profile, since },
      Math.max(1, Math.round(settings.ordersPerCustomer * size * 0.9)),
      settings.itemsPerOrder,
    );

    const exposure = summary.openBalanceCents + summary.toBeInvoicedCents;
    let creditLimit: number | null;
    if (profile === 'nolimit') creditLimit = random.chance(0.7) ? null : 0;
    else if (profile === 'tight')
      creditLimit = Math.max(10_000, Math.floor((exposure * 0.5) / 10_000) * 10_000);
    else creditLimit = roundUp(exposure * (1.3 + random.next() * 1.2) + 500_000, 100_000);
    const yearly = summary.yearlyNetCents > 0 ? summary.yearlyNetCents : 100 * random.int(5_000, 40_000);
    const potential = Math.max(500_000, roundUp(yearly * (1.1 + random.next()), 100_000));

    const routes = routesOfRep.get(rep.id) ?? new Map<number, number>();
    routesOfRep.set(rep.id, routes);
    if (!routes.has(city.code)) routes.set(city.code, random.chance(0.15) ? 0 : routes.size + 1);
    const cityRoute = routes.get(city.code) ?? 0;
    const route = cityRoute > 0 && random.chance(0.1) ? cityRoute + 1 : cityRoute;

    const terms = customerTerms(termsRandom, profile);
    writers.customers.row([
      identity.register,
      identity.name,
      identity.address,
      city.code,
      identity.zipCode,
      identity.telephone,
      identity.cellphone,
      identity.whats,
      identity.email,
      identity.stateRegistration,
      identity.suframa,
      identity.registrationDate,
      identity.economicGroup,
      rep.id,
      route,
      creditLimit === null ? null : formatCents(creditLimit),
      profile === 'suspended' ? 'suspended' : 'active',
      formatCents(potential),
      customerPriceTable(orderRandom),
      ...customerPoint(placeRandom, city, withoutPoint.has(city.code)),
      terms.usual,
    ]);
    for (const code of terms.allowed ?? [])
      writers.customer_payment_conditions.row([identity.register, code]);
    const team = (teams.get(rep.supervisorId) ?? []).filter((other) => other.id !== rep.id);
    if (team.length > 0 && random.chance(0.1))
      writers.customer_representatives.row([identity.register, random.pick(team).id]);

    if ((index + 1) % 5_000 === 0) {
      progress('customers');
      await Promise.all(Object.values(writers).map((writer) => writer.drain()));
    }
  }
  progress('customers');

  // City routes: every city a rep has customers in (when routed), plus a few covered cities without customers.
  for (const rep of reps) {
    const routes = routesOfRep.get(rep.id) ?? new Map<number, number>();
    const picker = cityPickers.get(rep.state);
    for (const candidate of (picker?.list ?? []).slice(0, 12)) {
      if (!routes.has(candidate.code) && random.chance(0.3)) routes.set(candidate.code, routes.size + 1);
    }
    for (const [cityCode, route] of routes) if (route > 0) writers.city_routes.row([rep.id, cityCode, route]);
  }

  writeGoals(
    root.fork(6),
    writers.goals,
    reps,
    QUOTA_ARTICLES.map((a) => a.code),
    context.sales,
    firstDay,
    today,
  );
  writeCommissionEntries(root.fork(7), writers.commission_entries, reps, context.invoiced, firstDay, today);

  const counts: Record<string, number> = {};
  for (const [key, writer] of Object.entries(writers) as [FileKey, CsvWriter][]) {
    await writer.close();
    counts[`${key}.csv`] = writer.rows;
    progress(key);
  }
  return { counts };
}

export { demoLogins } from './people.ts';
