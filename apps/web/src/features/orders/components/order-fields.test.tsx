import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { newOrder, type LocalOrder } from '../utils/order-draft.ts';
import { sampleContext } from '../utils/test-catalog.ts';
import { OrderFields } from './order-fields.tsx';

const Harness = ({ approvalOn, refused = false }: { approvalOn: boolean; refused?: boolean }) => {
  const [order, setOrder] = useState<LocalOrder>(
    newOrder('6f1f7c1e-2b7a-4c1e-9d0e-3a4b5c6d7e8f', sampleContext.customer),
  );
  return (
    <OrderFields
      order={order}
      maxDiscount={10}
      today="2026-12-01"
      readOnly={false}
      terms={{ ...sampleContext.terms, approvalOn }}
      discountRefused={refused}
      onChange={(patch) => setOrder((current) => ({ ...current, ...patch }))}
    />
  );
};

describe('order fields: the discount', () => {
  it('says at the field, as it is typed, that a discount above the maximum cannot be sent without approval', async () => {
    const user = userEvent.setup();
    render(<Harness approvalOn={false} />);
    const field = screen.getByLabelText(/Desconto %/);
    await user.type(field, '10');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).toHaveAccessibleDescription('');
    await user.type(field, ',5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      /^Acima do seu máximo \(10,00\s?%\): o pedido não pode ser enviado assim\.$/,
    );
  });

  it('says it goes to the supervisor when approval is on, and that it is refused above every approver', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness approvalOn />);
    await user.type(screen.getByLabelText(/Desconto %/), '15');
    expect(screen.getByLabelText(/Desconto %/)).toHaveAccessibleDescription(
      /o pedido vai para aprovação do supervisor\.$/,
    );
    unmount();
    render(<Harness approvalOn refused />);
    await user.type(screen.getByLabelText(/Desconto %/), '60');
    expect(screen.getByLabelText(/Desconto %/)).toHaveAccessibleDescription(
      'Acima do máximo de todos os aprovadores: o pedido será recusado.',
    );
  });
});
