import { seededRandom } from '../../api/stats.ts';

/** The Potencial grid's shape (docs/product.md §2.7): 6 frozen fields + 20 collections × 4 figures, deterministic. */
export type Collection = { parts: number; references: number; value: number; averagePrice: number };
export type PotentialRow = {
  register: string;
  route: number;
  financialFlag: number;
  salePotential: number;
  name: string;
  economicGroup: string;
  city: string;
  suggestionPriority: number;
  collections: Collection[];
};

export const COLLECTIONS = Array.from(
  { length: 20 },
  (_, index) => `${index % 2 === 0 ? 'VERÃO' : 'INVERNO'} ${2026 - Math.floor(index / 2)}`,
);
const CITIES = [
  'SÃO PAULO - SP',
  'CAMPINAS - SP',
  'SANTOS - SP',
  'LONDRINA - PR',
  'CURITIBA - PR',
  'BLUMENAU - SC',
  'JOINVILLE - SC',
  'BELO HORIZONTE - MG',
  'GOIÂNIA - GO',
  'RIBEIRÃO PRETO - SP',
];
const WORDS = [
  'MODAS',
  'CONFECÇÕES',
  'TECIDOS',
  'MALHAS',
  'BOUTIQUE',
  'ATACADO',
  'VAREJO',
  'JEANS',
  'STORE',
  'TÊXTIL',
];
const FIRST = [
  'ÁVILA',
  'BELLA',
  'CASA',
  'DONA',
  'ESTILO',
  'FLOR',
  'GRAÇA',
  'HELENA',
  'IRIS',
  'JOIA',
  'LUNA',
  'MARIA',
];

export const makeRows = (count: number): PotentialRow[] => {
  // Seeded (mulberry32), so both grids get the very same rows.
  const next = seededRandom(42);
  return Array.from({ length: count }, (_, index) => {
    const flag = Math.floor(next() * 5);
    const collections = COLLECTIONS.map(() => {
      const parts = next() < 0.35 ? 0 : Math.floor(next() * 400);
      const value = Math.round(parts * (20 + next() * 60) * 100) / 100;
      return {
        parts,
        references: parts === 0 ? 0 : 1 + Math.floor(next() * 30),
        value,
        averagePrice: parts === 0 ? 0 : Math.round((value / parts) * 100) / 100,
      };
    });
    return {
      register: String(10_000_000_000_000 + index * 7919),
      route: 1 + Math.floor(next() * 30),
      financialFlag: flag,
      salePotential: Math.round(next() * 150_000 * 100) / 100,
      name: `${FIRST[Math.floor(next() * FIRST.length)]} ${WORDS[Math.floor(next() * WORDS.length)]} ${index + 1}`,
      economicGroup: next() < 0.6 ? '' : `GRUPO ${1 + Math.floor(next() * 400)}`,
      city: CITIES[Math.floor(next() * CITIES.length)] ?? '',
      suggestionPriority: flag >= 2 ? 4 : 1 + Math.floor(next() * 3),
      collections,
    };
  });
};

export const ROW_COUNT = 50_000;
