import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { outbox } from '../../lib/outbox/app-outbox.ts';
import { repUser } from '../../test/fetch-mock.ts';
import { OutboxStatus } from './outbox-status.tsx';

describe('the one "pendente" indicator', () => {
  it('counts what waits in the outbox without signal: visits and orders (a save and its send are one order)', async () => {
    setCurrentUser(repUser);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OutboxStatus />);
    expect(screen.queryByTestId('outbox-pending')).toBeNull();
    act(() => {
      outbox.enqueue({ username: 'REP1', kind: 'visit', data: {} });
      outbox.enqueue({ username: 'REP1', kind: 'order-save', key: 'A', data: {} });
      outbox.enqueue({ username: 'REP1', kind: 'order-send', key: 'A', data: {} });
      outbox.enqueue({ username: 'OUTRO', kind: 'visit', data: {} });
    });
    expect(await screen.findByTestId('outbox-pending')).toHaveTextContent(
      '2 envios pendentes: 1 visita, 1 pedidoSerá enviado quando o sinal voltar.',
    );
  });
});
