import type { CsvWriter } from './csv-writer.ts';
import type { Profile } from './order-history.ts';
import type { Random } from './prng.ts';

// The order's terms the ERP exports (docs/domain.md §8.1): the company's payment conditions, its carriers, each
// supervisor's approval maximum, the customers' usual condition and the few customers held to some conditions. Drawn
// from a stream of their own, so the rest of the synthetic history stays the same for a seed.

type Condition = {
  code: string;
  description: string;
  installments: string;
  surcharge: string;
  minimum: string;
  active: boolean;
};

const CONDITIONS: Condition[] = [
  {
    code: 'AV',
    description: 'À VISTA (3% DE DESCONTO)',
    installments: '0',
    surcharge: '-3.00',
    minimum: '0.00',
    active: true,
  },
  {
    code: '30',
    description: '30 DIAS',
    installments: '30',
    surcharge: '0.00',
    minimum: '0.00',
    active: true,
  },
  {
    code: '3060',
    description: '30/60 DIAS',
    installments: '30/60',
    surcharge: '0.00',
    minimum: '600.00',
    active: true,
  },
  {
    code: '306090',
    description: '30/60/90 DIAS',
    installments: '30/60/90',
    surcharge: '2.50',
    minimum: '1500.00',
    active: true,
  },
  {
    code: '285684',
    description: '28/56/84 DIAS',
    installments: '28/56/84',
    surcharge: '1.50',
    minimum: '1000.00',
    active: true,
  },
  {
    code: '120',
    description: '120 DIAS (SUSPENSA)',
    installments: '120',
    surcharge: '5.00',
    minimum: '0.00',
    active: false,
  },
];

const CARRIERS: [string, string][] = [
  ['BRASPRESS', 'BRASPRESS TRANSPORTES URGENTES'],
  ['JADLOG', 'JADLOG LOGÍSTICA'],
  ['RODONAVES', 'RODONAVES TRANSPORTES'],
  ['CORREIOS', 'CORREIOS (SEDEX)'],
];

/** Usual conditions of an ordinary customer and their weights. */
const USUAL = ['30', '3060', '306090', '285684', 'AV'];
const USUAL_WEIGHTS = [30, 30, 20, 12, 8];
/** A customer in arrears buys à vista or at 30 days only. */
const HELD_TO = ['AV', '30'];

export const writePaymentConditions = (writer: CsvWriter): void => {
  for (const condition of CONDITIONS)
    writer.row([
      condition.code,
      condition.description,
      condition.installments,
      condition.surcharge,
      condition.minimum,
      condition.active ? 'true' : 'false',
    ]);
};

export const writeCarriers = (writer: CsvWriter): void => {
  for (const [code, name] of CARRIERS) writer.row([code, name]);
};

/** Supervisors approve up to 15–25 %; an administrator up to 100 %. */
export const supervisorMaxDiscount = (random: Random): string => random.pick(['15.00', '20.00', '25.00']);

/**
 * The customer's usual condition and, for the few held to some conditions (suspended or overdue customers, and one in
 * twenty of the others), the list they may use. Always two draws, so one customer never shifts the next one's.
 */
export const customerTerms = (
  random: Random,
  profile: Profile,
): { usual: string; allowed: string[] | null } => {
  const [usualRoll, heldRoll] = [random.next(), random.next()];
  let total = 0;
  const sum = USUAL_WEIGHTS.reduce((a, b) => a + b, 0);
  let usual = USUAL[0] as string;
  for (const [index, weight] of USUAL_WEIGHTS.entries()) {
    total += weight;
    if (usualRoll * sum < total) {
      usual = USUAL[index] as string;
      break;
    }
  }
  const held = profile === 'suspended' || profile === 'overdue' || heldRoll < 0.05;
  if (!held) return { usual, allowed: null };
  return { usual: HELD_TO.includes(usual) ? usual : '30', allowed: HELD_TO };
};
