import type { FailingDelivery, OrderDeliveriesAnswer } from '@portal/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderDeliveries } from './order-deliveries.tsx';

const failing: FailingDelivery = {
  id: '5b0c7f7e-8f1e-4a43-9d0e-2f7f3a9e0c11',
  orderId: '0a1b2c3d-0000-4000-8000-000000000001',
  customerName: 'BOUTIQUE CHARME ME',
  representativeId: 2,
  status: 'failed',
  attempts: 18,
  lastError: 'HTTP 503: indisponível',
  nextAttemptAt: null,
  createdAt: new Date(2026, 11, 1, 9, 0).toISOString(),
};

const answer = (patch: Partial<OrderDeliveriesAnswer>): OrderDeliveriesAnswer => ({
  configured: true,
  target: 'https://erp.example.com.br',
  pending: 3,
  deliveredLastDay: 1_204,
  failing: [],
  ...patch,
});

describe('Sistema: entregas ao ERP', () => {
  it('says the webhook is not configured', () => {
    render(<OrderDeliveries deliveries={answer({ configured: false })} retrying={null} onRetry={() => {}} />);
    expect(screen.getByRole('region', { name: 'Entregas ao ERP' })).toHaveTextContent(
      'Webhook não configurado',
    );
  });

  it('shows pending, the last day’s delivered and each failing delivery, and asks to try one now', () => {
    const onRetry = vi.fn();
    render(
      <OrderDeliveries
        deliveries={answer({
          failing: [
            failing,
            {
              ...failing,
              id: '6b0c7f7e-8f1e-4a43-9d0e-2f7f3a9e0c12',
              status: 'pending',
              attempts: 1,
              nextAttemptAt: new Date(2026, 11, 1, 9, 30).toISOString(),
              lastError: 'sem resposta em 10 s',
            },
          ],
        })}
        retrying={null}
        onRetry={onRetry}
      />,
    );
    const section = screen.getByRole('region', { name: 'Entregas ao ERP' });
    expect(section).toHaveTextContent('Pendentes3');
    expect(section).toHaveTextContent('Entregues nas últimas 24 h1.204');
    const [gaveUp, waiting] = within(section).getAllByRole('listitem');
    expect(gaveUp).toHaveTextContent('Pedido 0a1b2c3d · BOUTIQUE CHARME ME · representante 2');
    expect(gaveUp).toHaveTextContent('18 tentativas · sem novas tentativas (24 h esgotadas)');
    expect(gaveUp).toHaveTextContent('Último erro: HTTP 503: indisponível');
    expect(waiting).toHaveTextContent('1 tentativa · próxima em 01/12/2026 09:30');
    fireEvent.click(within(gaveUp!).getByRole('button', { name: /Tentar agora/ }));
    expect(onRetry).toHaveBeenCalledWith(failing);
  });
});
