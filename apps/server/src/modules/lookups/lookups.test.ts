import { describe, expect, it } from 'vitest';
import { buildFixtureApp } from '../../testing/indicators-fixture.ts';
import { cnpjCheckDigits } from '../../import/index.ts';
import { buildGeneratedFolderApp, ritaAndTeam, type GeneratedFiles } from '../../testing/generated-folder.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The type-aheads over apps/server/test-fixtures/indicators. Rep 10 has customers in SÃO PAULO, RIO DE JANEIRO,
// CURITIBA, CAMPINAS, SÃO JOSÉ DOS CAMPOS and a city route in SALVADOR; rep 20 has MINAS MODA in BELO HORIZONTE and a
// route in SÃO LUÍS; rep 11 has TECIDOS BRUNO and is only listed (customer_representatives) on K1.

describe.each(databaseKinds)('pesquisas (%s)', (kind) => {
  const fx = sharedFixture(() => buildFixtureApp(kind));
  /** What a type-ahead answers `who`. */
  const found = async (path: string, who: Parameters<typeof fx.get>[1]) => (await fx.get(path, who)).body;

  describe('quota articles', () => {
    it('lists every article by code', async () => {
      expect(await fx.get('/api/v1/quota-article/get-all', 'ANA')).toEqual({
        status: 200,
        body: [
          { code: 'JEANS', description: 'Jeans' },
          { code: 'LINHO', description: 'Linho' },
          { code: 'MALHA', description: 'Malha' },
          { code: 'TRICO', description: 'Tricô' },
        ],
      });
    });

    it('finds by code or description ignoring case and accents', async () => {
      expect(await found('/api/v1/quota-article/get-by?text=TRICÔ', 'ANA')).toEqual([
        { code: 'TRICO', description: 'Tricô' },
      ]);
      expect(await found('/api/v1/quota-article/get-by?text=alh', 'ANA')).toEqual([
        { code: 'MALHA', description: 'Malha' },
      ]);
      // Empty text lists all (at most 50).
      expect(await found('/api/v1/quota-article/get-by?text=lin', 'ANA')).toEqual([
        { code: 'LINHO', description: 'Linho' },
      ]);
      expect((await fx.get<unknown[]>('/api/v1/quota-article/get-by?text=', 'ANA')).body).toHaveLength(4);
      // LIKE wildcards are literal.
      expect(await found('/api/v1/quota-article/get-by?text=%25', 'ANA')).toEqual([]);
    });
  });

  describe('cities', () => {
    it('"sao" finds SÃO … among the cities of the rep only', async () => {
      expect(await found('/api/v1/city/get-by?text=sao', 'ANA')).toEqual([
        { code: 3549904, name: 'SÃO JOSÉ DOS CAMPOS', stateCode: 'SP' },
        { code: 3550308, name: 'SÃO PAULO', stateCode: 'SP' },
      ]);
      // The admin also sees rep 20's route city.
      expect(await found('/api/v1/city/get-by?text=SÃO', 'ADMIN')).toEqual([
        { code: 3549904, name: 'SÃO JOSÉ DOS CAMPOS', stateCode: 'SP' },
        { code: 2111300, name: 'SÃO LUÍS', stateCode: 'MA' },
        { code: 3550308, name: 'SÃO PAULO', stateCode: 'SP' },
      ]);
    });

    it('includes route-only cities, matches IBGE code prefixes, names starting with the text first', async () => {
      expect(await found('/api/v1/city/get-by?text=salv', 'ANA')).toEqual([
        { code: 2927408, name: 'SALVADOR', stateCode: 'BA' },
      ]);
      expect(await found('/api/v1/city/get-by?text=4106', 'ANA')).toEqual([
        { code: 4106902, name: 'CURITIBA', stateCode: 'PR' },
      ]);
      // "camp" starts CAMPINAS and is inside SÃO JOSÉ DOS CAMPOS: the one starting with it comes first.
      expect(await found('/api/v1/city/get-by?text=camp', 'ANA')).toEqual([
        { code: 3509502, name: 'CAMPINAS', stateCode: 'SP' },
        { code: 3549904, name: 'SÃO JOSÉ DOS CAMPOS', stateCode: 'SP' },
      ]);
    });

    it('narrows to one rep of the scope and refuses one outside it', async () => {
      expect(await found('/api/v1/city/get-by?text=&representativeId=20', 'ADMIN')).toEqual([
        { code: 3106200, name: 'BELO HORIZONTE', stateCode: 'MG' },
        { code: 2111300, name: 'SÃO LUÍS', stateCode: 'MA' },
      ]);
      expect((await fx.get('/api/v1/city/get-by?text=sao&representativeId=20', 'ANA')).status).toBe(403);
      expect((await fx.get('/api/v1/city/get-by?text=sao&representativeId=20', 'SUPNORTE')).status).toBe(403);
      expect(await found('/api/v1/city/get-by?text=&representativeId=12', 'SUPNORTE')).toEqual([]);
    });
  });

  describe('customers', () => {
    it('finds the rep customers by name without accents or by CNPJ prefix', async () => {
      expect(await found('/api/v1/customer/get-by?text=sao', 'ANA')).toEqual([
        { register: '66666666000191', name: 'ATELIÊ SÃO JOSÉ' },
        { register: '11111111000191', name: 'MALHARIA SÃO JOÃO LTDA' },
      ]);
      expect(await found('/api/v1/customer/get-by?text=joao', 'ANA')).toEqual([
        { register: '11111111000191', name: 'MALHARIA SÃO JOÃO LTDA' },
      ]);
      expect(await found('/api/v1/customer/get-by?text=confeccoes aguia', 'ANA')).toEqual([
        { register: '22222222000191', name: 'CONFECÇÕES ÁGUIA' },
      ]);
      expect(await found('/api/v1/customer/get-by?text=2222', 'ANA')).toEqual([
        { register: '22222222000191', name: 'CONFECÇÕES ÁGUIA' },
      ]);
    });

    it('never shows a foreign customer, and being listed on a customer does not own it', async () => {
      expect(await found('/api/v1/customer/get-by?text=tecidos', 'ANA')).toEqual([]);
      expect(await found('/api/v1/customer/get-by?text=', 'BRUNO')).toEqual([
        { register: '77777777000191', name: 'TECIDOS BRUNO' },
      ]);
      expect(await found('/api/v1/customer/get-by?text=tecidos', 'ADMIN')).toEqual([
        { register: '77777777000191', name: 'TECIDOS BRUNO' },
      ]);
      expect(
        (await fx.get<unknown[]>('/api/v1/customer/get-by?text=&representativeId=10', 'SUPNORTE')).body,
      ).toHaveLength(6);
      expect((await fx.get('/api/v1/customer/get-by?text=&representativeId=20', 'SUPNORTE')).status).toBe(
        403,
      );
      expect(await found('/api/v1/customer/get-by?text=', 'DAVI')).toEqual([]);
    });
  });

  describe('supervisors', () => {
    it('lists the supervisors of the scope', async () => {
      expect(await found('/api/v1/supervisor/get-by?text=', 'ADMIN')).toEqual([
        { id: 1, name: 'JOSÉ NORTE' },
        { id: 2, name: 'MÁRCIA SUL' },
      ]);
      expect(await found('/api/v1/supervisor/get-by?text=marcia', 'ADMIN')).toEqual([
        { id: 2, name: 'MÁRCIA SUL' },
      ]);
      expect(await found('/api/v1/supervisor/get-by?text=marcia', 'ANA')).toEqual([]);
      expect(await found('/api/v1/supervisor/get-by?text=', 'ANA')).toEqual([{ id: 1, name: 'JOSÉ NORTE' }]);
      expect(await found('/api/v1/supervisor/get-by?text=jose', 'SUPNORTE')).toEqual([
        { id: 1, name: 'JOSÉ NORTE' },
      ]);
    });
  });

  it('needs a token and refuses text over 100 characters', async () => {
    for (const url of [
      '/api/v1/quota-article/get-all',
      '/api/v1/quota-article/get-by?text=a',
      '/api/v1/city/get-by?text=a',
      '/api/v1/customer/get-by?text=a',
      '/api/v1/supervisor/get-by?text=a',
    ]) {
      expect((await fx.get(url)).status).toBe(401);
    }
    const { status, body } = await fx.get<{ error: { message: string; field: string } }>(
      `/api/v1/city/get-by?text=${'a'.repeat(101)}`,
      'ANA',
    );
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      field: 'text',
      message: expect.stringContaining('Texto com mais de 100 caracteres'),
    });
  });
});

describe.each(databaseKinds)('pesquisas de quem só importou as pessoas (%s)', (kind) => {
  const t = sharedFixture(() => buildGeneratedFolderApp(kind, ritaAndTeam())); // supervisors, reps and users: no quota article yet

  it('answers 200 with [] for the quota articles of a company that imported none', async () => {
    expect(await t.getAsRita('/api/v1/quota-article/get-all')).toEqual({ status: 200, body: [] });
  });
});

// A folder generated for the cap, loaded through the real import. Rep 1 RITA has 60 customers, customer i in city i:
// i 1–30 are named "VILA nn" / "VILA MODAS nn" (they start with "vila"), i 31–60 "NOVA VILA nn" / "LOJA VILA nn"
// (they only contain it). City codes and CNPJs fall as i rises, and the files list i backwards, so neither key order
// nor file order is the name order. Rep 2 OTO's customer 61 in "VILA 00" would sort first but is not RITA's.
const pad = (n: number) => String(n).padStart(2, '0');
const cityCode = (i: number) => 3500200 - i; // prefix 35 = SP
const register = (i: number) => {
  const base = `${String(100 - i).padStart(8, '0')}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
};
const cityName = (i: number) =>
  i === 61 ? 'VILA 00' : i <= 30 ? `VILA ${pad(i)}` : `NOVA VILA ${pad(i - 30)}`;
const customerName = (i: number) =>
  i === 61 ? 'VILA MODAS 00' : i <= 30 ? `VILA MODAS ${pad(i)}` : `LOJA VILA ${pad(i - 30)}`;

const manyFiles = (): GeneratedFiles => {
  const indexes = Array.from({ length: 61 }, (_, k) => 61 - k);
  return {
    ...ritaAndTeam([{ id: 2, name: 'OTO' }]),
    'cities.csv': indexes.map((i) => ({
      code: cityCode(i),
      name: cityName(i),
      state_code: 'SP',
      population: 1000,
    })),
    'customers.csv': indexes.map((i) => ({
      register: register(i),
      name: customerName(i),
      city_code: cityCode(i),
      representative_id: i === 61 ? 2 : 1,
    })),
  };
};

describe.each(databaseKinds)('pesquisas com mais de 50 resultados (%s)', (kind) => {
  const t = sharedFixture(() => buildGeneratedFolderApp(kind, manyFiles()));

  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
  // 60 of RITA's rows match "vila": the 30 starting with it by name (i 1–30), then the first 20 containing it by name
  // (i 31–50); i 51–60 are cut at 50.
  const firstFifty = [...range(1, 30), ...range(31, 50)];

  it('city/get-by answers at most 50 cities: those starting with the text first, then by name', async () => {
    const { status, body } = await t.getAsRita('/api/v1/city/get-by?text=vila');
    expect(status).toBe(200);
    expect(body).toEqual(firstFifty.map((i) => ({ code: cityCode(i), name: cityName(i), stateCode: 'SP' })));
  });

  it('customer/get-by answers at most 50 customers: those starting with the text first, then by name', async () => {
    const { status, body } = await t.getAsRita('/api/v1/customer/get-by?text=vila');
    expect(status).toBe(200);
    expect(body).toEqual(firstFifty.map((i) => ({ register: register(i), name: customerName(i) })));
  });
});
