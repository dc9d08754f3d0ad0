import { type AnyOrderItem, type OrderProblem } from '@portal/contracts';
import type { ItemToEvaluate } from './order-evaluation.queries.ts';
import type { PacksOfReference } from './order-packs.queries.ts';

// A draft's pack items as the lines they become (docs/domain.md §8.2): one per size of the pack with parts = packs ×
// the pack's parts, each carrying the pack's code and count. A pack item that cannot be expanded (a code the reference
// lacks, packs not a whole number ≥ 1) adds no line and is a `pack` problem of the whole order.

const count = (value: number): string => String(value).replace('.', ',');

export const isPackItem = (item: AnyOrderItem): item is Extract<AnyOrderItem, { packCode: string }> =>
  'packCode' in item;

export const expandPackItems = (
  items: readonly AnyOrderItem[],
  packs: ReadonlyMap<string, PacksOfReference>,
): { items: ItemToEvaluate[]; problems: OrderProblem[] } => {
  const expanded: ItemToEvaluate[] = [];
  const problems: OrderProblem[] = [];
  for (const item of items) {
    if (!isPackItem(item)) {
      expanded.push({
        reference: item.reference,
        colorCode: item.colorCode ?? null,
        size: item.size ?? null,
        parts: item.parts,
        packCode: null,
        packs: null,
      });
      continue;
    }
    const sizes = packs.get(item.reference)?.get(item.packCode);
    const figures = {
      reference: item.reference,
      colorCode: item.colorCode,
      packCode: item.packCode,
      packs: item.packs,
    };
    if (!sizes) {
      problems.push({
        kind: 'pack',
        line: null,
        message: `${item.reference} não tem o pacote ${item.packCode}`,
        figures,
      });
      continue;
    }
    if (!Number.isInteger(item.packs) || item.packs < 1) {
      problems.push({
        kind: 'pack',
        line: null,
        message: `${item.reference} pacote ${item.packCode}: ${count(item.packs)} pacotes inválido (use um número inteiro de 1 ou mais)`,
        figures,
      });
      continue;
    }
    for (const { size, parts } of sizes)
      expanded.push({
        reference: item.reference,
        colorCode: item.colorCode,
        size,
        parts: item.packs * parts,
        packCode: item.packCode,
        packs: item.packs,
      });
  }
  return { items: expanded, problems };
};
