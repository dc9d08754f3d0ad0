import { saleFrequencyCustomer } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectedFlags, expectSquareColor } from '../../test/financial-flags-expected.ts';
import { CustomerCard } from './components/customer-card.tsx';
import { CustomerModal } from './components/customer-modal.tsx';
import { customer } from './test-fixtures.ts';

// The contract allows 0–4; the unknown value is set after parsing, to pin the white a stray value would get.
const withFlag = (flag: number) => ({ ...saleFrequencyCustomer.parse(customer(1)), financialFlag: flag });
const noop = () => undefined;

describe('Situação Limite shows the financial flag of spec §4', () => {
  it.each(expectedFlags)('card: flag $flag is $color with its tooltip', ({ flag, color, label, tooltip }) => {
    const { container } = render(
      <ul>
        <CustomerCard customer={withFlag(flag)} onDetails={noop} onCollections={noop} />
      </ul>,
    );
    const square = within(container).getByRole('img', { name: `${label}: ${tooltip}` });
    expectSquareColor(square, color);
    expect(square).toHaveAttribute('data-pr-tooltip', tooltip);
  });

  it.each(expectedFlags)('modal: flag $flag is $color, "$label"', ({ flag, color, label, tooltip }) => {
    render(<CustomerModal customer={withFlag(flag)} onHide={noop} />);
    const dialog = screen.getByRole('dialog');
    expectSquareColor(within(dialog).getByRole('img', { name: `${label}: ${tooltip}` }), color);
    const field = within(dialog).getByText('Sem. Fin.').closest('.detail-field') as HTMLElement;
    expect(within(field).getByRole('definition')).toHaveTextContent(`${label}${tooltip}`);
  });
});
