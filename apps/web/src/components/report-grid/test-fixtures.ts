import type { GridColumn } from './types.ts';

/** A small Carteira-like data set shared by the unit tests. */
export type SampleRow = {
  city: string;
  name: string;
  value: number | null;
  parts: number;
  date: string | null;
  priority: number;
  flag: number;
};

export const sampleRows: SampleRow[] = [
  {
    city: 'SÃO PAULO',
    name: 'Ávila Modas',
    value: 1500.5,
    parts: 10,
    date: '2025-03-07',
    priority: 2,
    flag: 0,
  },
  {
    city: 'CAMPINAS',
    name: 'Beta Confecções',
    value: 200,
    parts: 5,
    date: '2025-01-31',
    priority: 1,
    flag: 4,
  },
  { city: 'SÃO PAULO', name: 'avila tecidos', value: null, parts: 0, date: null, priority: 1, flag: 1 },
  { city: 'SANTOS', name: 'Zeta Malhas', value: 99.99, parts: 3, date: '2024-12-01', priority: 2, flag: 2 },
  { city: 'CAMPINAS', name: 'Item 10', value: 1000, parts: 7, date: '2025-03-07', priority: 3, flag: 0 },
  { city: 'campinas', name: 'Item 2', value: 0.1, parts: 1, date: '2025-02-15', priority: 3, flag: 0 },
];

export const sampleColumns: GridColumn<SampleRow>[] = [
  { key: 'city', name: 'Cidade', type: 'text' },
  { key: 'name', name: 'Cliente', type: 'text' },
  { key: 'value', name: 'Valor', type: 'number', formatter: 'currency', summary: 'sum' },
  { key: 'parts', name: 'Peças', type: 'number', formatter: 'integer', summary: 'average' },
  { key: 'date', name: 'Emissão', type: 'date', summary: 'count' },
  { key: 'priority', name: 'Prioridade', type: 'number' },
  { key: 'flag', name: 'Fin', type: 'number', formatter: 'financialFlag' },
];

export const column = (key: string): GridColumn<SampleRow> => {
  const found = sampleColumns.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`coluna ${key}`);
  return found;
};
