import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../import/import-folder.ts';
import { isValidCnpj } from '../import/cnpj.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { generateDataset } from './generate-dataset.ts';
import { haversineMeters } from '../db/sql-kit/great-circle.ts';

const TODAY = '2025-09-30';
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-generate-'));
  dirs.push(dir);
  return dir;
};
const dataLines = (dir: string, file: string): number =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .filter((line) => line !== '').length - 1;

// The financial flag of docs/domain.md §2, in SQL, to check the generator covers every flag for every rep.
const flagsByRep = sql<{ representative_id: number; flags: string }>`
  with items as (select order_number, sum(net_value) as net from order_items group by 1),
       billed as (select order_number, sum(value) as invoiced from invoices group by 1),
       pending as (
         select o.customer_register, sum(greatest(0, coalesce(i.net, 0) - coalesce(b.invoiced, 0))) as amount
           from orders o left join items i on i.order_number = o.number left join billed b on b.order_number = o.number
          where o.status in ('open', 'blocked', 'expedition') group by 1),
       titles as (
         select customer_register,
                sum(balance) filter (where status = 'open') as open_balance,
                sum(balance) filter (where status = 'open' and balance > 0
                                       and coalesce(extension_date, due_date) < ${TODAY}::date) as overdue
           from receivables group by 1),
       bought as (select customer_register, max(issue_date) as last from orders where status <> 'canceled' group by 1),
       flagged as (
         select c.representative_id,
                case when coalesce(t.overdue, 0) > 0 then 4
                     when c.credit_status = 'suspended' then 3
                     when coalesce(c.credit_limit, 0) = 0 or b.last is null or b.last <= ${TODAY}::date - 365 then 2
                     when c.credit_limit - coalesce(t.open_balance, 0) - coalesce(p.amount, 0) < 0 then 1
                     else 0 end as flag
           from customers c
           left join titles t on t.customer_register = c.register
           left join pending p on p.customer_register = c.register
           left join bought b on b.customer_register = c.register)
  select representative_id, string_agg(distinct flag::text, ',' order by flag::text) as flags
    from flagged group by 1 order by 1`;

describe('generateDataset', () => {
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is deterministic for a seed and writes valid CNPJs', async () => {
    const [first, second] = [tempDir(), tempDir()];
    const counts = (await generateDataset({ scale: 'tiny', out: first, today: TODAY, seed: 7 })).counts;
    await generateDataset({ scale: 'tiny', out: second, today: TODAY, seed: 7 });
    for (const file of readdirSync(first)) {
      expect(readFileSync(join(second, file), 'utf8'), file).toBe(readFileSync(join(first, file), 'utf8'));
      expect(dataLines(first, file), file).toBe(counts[file]);
    }
    const registers = readFileSync(join(first, 'customers.csv'), 'utf8')
      .split('\n')
      .slice(1, -1)
      .map((line) => line.slice(0, 14));
    expect(registers.every(isValidCnpj)).toBe(true);
    expect(counts['customers.csv']).toBe(40);
  });
});

describe.each(databaseKinds)('generated tiny set imported on %s', (kind) => {
  const out = tempDir();
  let counts: Record<string, number>;
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    counts = (await generateDataset({ scale: 'tiny', out, today: TODAY, seed: 1 })).counts;
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('imports with counts equal to the CSV line counts', async () => {
    const result = await importFolder(handle, out);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    for (const [file, rows] of Object.entries(counts)) {
      expect(result.counts[file], file).toBe(dataLines(out, file));
      const table = file.replace('.csv', '');
      const { rows: found } = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db);
      expect(Number(found[0]?.n), table).toBe(rows);
    }
  });

  it('gives every rep every order status and every financial flag', async () => {
    const { rows: statuses } = await sql<{ representative_id: number; statuses: string }>`
      select representative_id, string_agg(distinct status, ',' order by status) as statuses
        from orders group by 1 order by 1`.execute(handle.db);
    expect(statuses.map((row) => row.statuses)).toEqual([
      'billed,blocked,canceled,expedition,open',
      'billed,blocked,canceled,expedition,open',
    ]);
    const { rows: flags } = await flagsByRep.execute(handle.db);
    expect(flags.map((row) => row.flags)).toEqual(['0,1,2,3,4', '0,1,2,3,4']);
  });

  it('cuts packs for about a third of the references with a grid, some sold only by the pack', async () => {
    const { rows } = await sql<{
      grids: number;
      with_packs: number;
      by_pack: number;
      by_pack_without: number;
    }>`
      select count(distinct s.reference)::int as grids,
             count(distinct pk.reference)::int as with_packs,
             (select count(*)::int from products where sold_by = 'pack') as by_pack,
             (select count(*)::int from products p where sold_by = 'pack'
                and not exists (select 1 from packs k where k.reference = p.reference)) as by_pack_without
        from skus s left join packs pk on pk.reference = s.reference`.execute(handle.db);
    const figures = rows[0];
    if (!figures) throw new Error('sem resposta');
    expect(figures.with_packs / figures.grids).toBeGreaterThan(0.2);
    expect(figures.with_packs / figures.grids).toBeLessThan(0.5);
    expect(figures.by_pack).toBeGreaterThan(0);
    expect(figures.by_pack).toBeLessThan(figures.with_packs);
    expect(figures.by_pack_without).toBe(0);
  });

  it('places customers around their real city: most with a point, some at the city only, a few nowhere', async () => {
    const { rows: centres } = await sql<{ code: number; latitude: number; longitude: number }>`
      select code, latitude, longitude from cities where code in (3550308, 4314902) order by code`.execute(
      handle.db,
    );
    // São Paulo and Porto Alegre, their municipal seats.
    expect(centres).toEqual([
      { code: 3550308, latitude: -23.5329, longitude: -46.6395 },
      { code: 4314902, latitude: -30.0318, longitude: -51.2065 },
    ]);
    const fromCentre = haversineMeters(
      { latitude: sql.ref('ci.latitude'), longitude: sql.ref('ci.longitude') },
      { latitude: sql.ref('c.latitude'), longitude: sql.ref('c.longitude') },
    );
    const { rows } = await sql<{ location: string; n: number; farthest: number | null }>`
      select case when c.latitude is not null then 'customer' when ci.latitude is not null then 'city' else 'none' end
               as location,
             count(*)::int as n, max(${fromCentre}) as farthest
        from customers c join cities ci on ci.code = c.city_code
       group by 1 order by 1`.execute(handle.db);
    expect(rows.map((row) => [row.location, row.n])).toEqual([
      ['city', 6],
      ['customer', 31],
      ['none', 3],
    ]);
    // Within 4 km of the seat.
    expect(Number(rows.find((row) => row.location === 'customer')?.farthest)).toBeLessThanOrEqual(4000);
  });
});
