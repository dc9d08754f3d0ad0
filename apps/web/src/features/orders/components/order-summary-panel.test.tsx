import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summarize } from '../utils/order-summary.ts';
import { sampleCatalog, sampleContext } from '../utils/test-catalog.ts';
import { OrderSummaryPanel } from './order-summary-panel.tsx';

const catalog = new Map(sampleCatalog.references.map((reference) => [reference.reference, reference]));

describe('order summary panel: the credit line', () => {
  it('names the figure it shows: an overdue customer sees the projected balance called so, not "o valor vencido"', () => {
    const summary = summarize({
      items: [{ reference: 'R100', colorCode: '01', size: 'P', parts: 2 }],
      catalog,
      context: { ...sampleContext, credit: { projectedBalanceBefore: 500, baseFlag: 4 } },
      discountPercent: 0,
    });
    render(<OrderSummaryPanel summary={summary} />);
    const credit = screen.getByTestId('order-summary').querySelector('[data-field="credit"]');
    expect(credit).toHaveTextContent(/R\$\s420,20 · Duplicata Vencida/);
    expect(credit).toHaveTextContent(
      'o valor mostrado é o saldo projetado após o pedido, não o valor vencido',
    );
    expect(credit).not.toHaveTextContent('o valor mostrado é o valor vencido');
  });
});
