import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileSpecByName, type ColumnSpec, type FileSpec } from './file-specs.ts';
import { Problems } from './problems.ts';
import { makeRowValidator, type RowValidator } from './row-validator.ts';
import { FIXTURES } from '../testing/import-fixtures.ts';

const validatorOf = (file: string, problems = new Problems(1000)): RowValidator => {
  const spec = fileSpecByName.get(file) as FileSpec;
  // The fixtures' header: the spec also has optional columns (docs/domain.md §6) these files do not carry.
  const header =
    readFileSync(join(FIXTURES, 'base', file), 'utf8')
      .split('\n')[0]
      ?.split(',') ?? [];
  const validator = makeRowValidator(spec, file, header, problems);
  if (!validator) throw new Error(file);
  return validator;
};

/** Field texts that sit on either side of what a column's expression accepts. */
const fieldOf = (column: ColumnSpec): fc.Arbitrary<string> => {
  const near = fc.constantFrom(
    '',
    ' ',
    '0',
    '00',
    '01',
    '1',
    '-1',
    '9999',
    '10000',
    '999999999',
    '1000000000',
    '2147483648',
    '12.5',
    '12.50',
    '12.505',
    '12.',
    '.5',
    '1,5',
    '99999999999.99',
    '999999999999.99',
    '2025-02-30',
    '2025-13-01',
    '1899-12-31',
    '2025-09-30',
    '2025-9-30',
    '11222333000181',
    '11222333000182',
    '11.222.333/0001-81',
    ' ITAÚ',
    'ITAÚ ',
    'CARTÓRIO',
    'a\u00a0',
    'open',
    'OPEN',
    'paid',
    'canceled',
  );
  const enumValues = typeof column.type === 'object' ? fc.constantFrom(...column.type.enum) : near;
  return fc.oneof(
    near,
    enumValues,
    fc.string({ maxLength: 14 }).filter((text) => !/[,"\r\n]/.test(text)),
  );
};

/** The good lines of the fixtures' base set for `file`, cut into fields (they hold no quote). */
const baseLines = (file: string): string[][] =>
  readFileSync(join(FIXTURES, 'base', file), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));

/** A good line with one to three fields replaced by values near the edges of what the expressions accept. */
const mutatedLineOf = (file: string, columns: ColumnSpec[]): fc.Arbitrary<string[]> =>
  fc
    .tuple(
      fc.constantFrom(...baseLines(file)),
      fc.array(
        fc
          .integer({ min: 0, max: columns.length - 1 })
          .chain((at) => fieldOf(columns[at] as ColumnSpec).map((field) => [at, field] as const)),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([line, changes]) => {
      const fields = [...line];
      for (const [at, field] of changes) fields[at] = field;
      return fields;
    });

describe('the first load copies a line as it is only when every field is canonical', () => {
  it('has an expression for the big files whose checks the database repeats, none where a column needs Node', () => {
    for (const file of ['orders.csv', 'order_items.csv', 'invoices.csv', 'receivables.csv'])
      expect(validatorOf(file).canonicalLine, file).toBeInstanceOf(RegExp);
    // customers.csv: its CNPJ key references nothing, so only Node checks the digits; cities.csv: a row check the
    // schema does not repeat; users.csv: upper-cased usernames and hashed passwords.
    for (const file of ['customers.csv', 'cities.csv', 'users.csv', 'representatives.csv'])
      expect(validatorOf(file).canonicalLine, file).toBeUndefined();
  });

  it.each(['orders.csv', 'order_items.csv', 'invoices.csv', 'receivables.csv'])(
    '%s: a matching line is one the validator accepts unchanged, or one the database refuses',
    (file) => {
      const pattern = validatorOf(file).canonicalLine as RegExp;
      // What only the database sees on that path: a day that does not exist (the date type), wrong check digits of
      // a CNPJ no customer has (the foreign key), a balance over the value (a CHECK).
      const databaseRefuses =
        /data inválida: "2025-02-30"|CNPJ inválido \(dígitos|saldo .* maior que o valor/;
      let matched = 0;
      fc.assert(
        fc.property(mutatedLineOf(file, validatorOf(file).columns), (fields) => {
          if (!pattern.test(fields.join(','))) return;
          matched += 1;
          const problems = new Problems(1000);
          const values = validatorOf(file, problems).validate(fields, 2);
          if (values === undefined) {
            const reasons = problems.toArray();
            expect(reasons.length).toBeGreaterThan(0);
            for (const reason of reasons) expect(reason).toMatch(databaseRefuses);
            return;
          }
          expect(values).toEqual(fields.map((field) => (field === '' ? null : field)));
        }),
        { numRuns: 3000, seed: 20261123 },
      );
      // Both sides of the expression were exercised.
      expect(matched).toBeGreaterThan(300);
      expect(matched).toBeLessThan(2700);
    },
  );

  it('sends a field that the validator would rewrite down the field-by-field path', () => {
    const orders = validatorOf('orders.csv').canonicalLine as RegExp;
    const good = '100001,11222333000181,1,2025-08-01,2025-09-01,billed,TAB 01,60,,,,BRASPRESS,REPRESENTANTE';
    expect(orders.test(good)).toBe(true);
    for (const [from, to] of [
      ['100001,', '0100001,'], // leading zero dropped
      [',1,2025', ',1234567890,2025'], // a tenth digit may overflow int
      ['billed', 'faturado'], // not one of the statuses
      ['TAB 01', ' TAB 01'], // trimmed
      [',60,', ',,'], // empty payment days become 0
      ['11222333000181', '11.222.333/0001-81'], // formatted CNPJ becomes digits
      ['2025-08-01', '2025-8-01'], // not yyyy-mm-dd
    ] as const)
      expect(orders.test(good.replace(from, to)), to).toBe(false);
    const items = validatorOf('order_items.csv').canonicalLine as RegExp;
    expect(items.test('100001,VER25.0001,12,420.00,399.00')).toBe(true);
    expect(items.test('100001,VER25.0001,12,420.005,399.00')).toBe(false); // three places
    expect(items.test('100001,VER25.0001,12,999999999999.50,399.00')).toBe(false); // over the money maximum
  });

  it('matches the lines of the fixtures that only the database can refuse', () => {
    const line = (overlay: string, file: string, at: number): string =>
      readFileSync(join(FIXTURES, overlay, file), 'utf8').split('\n')[at - 1] ?? '';
    const orders = validatorOf('orders.csv').canonicalLine as RegExp;
    const receivables = validatorOf('receivables.csv').canonicalLine as RegExp;
    expect(orders.test(line('bad-date', 'orders.csv', 3))).toBe(true);
    expect(orders.test(line('bad-cnpj-reference', 'orders.csv', 3))).toBe(true);
    expect(receivables.test(line('balance-over-value', 'receivables.csv', 3))).toBe(true);
  });
});
