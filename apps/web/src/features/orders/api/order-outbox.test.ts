import { ORDER_WRITE_BUSY_MESSAGE } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { againWhenBusy } from './order-outbox.ts';

// A 409 without the order means another write of it was under way and nothing was written (docs/decisions/189): the
// write goes once more; a 409 with the order (sent meanwhile) is the screen's to handle, never sent again.

describe('againWhenBusy', () => {
  it('sends again once when the server found the order busy', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', ORDER_WRITE_BUSY_MESSAGE))
      .mockResolvedValueOnce('gravado');
    expect(await againWhenBusy(call, 0)).toBe('gravado');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not send again a write refused for another reason', async () => {
    const sent = new ApiError(409, 'CONFLICT', 'Pedido já enviado: não pode mais ser alterado');
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(sent);
    await expect(againWhenBusy(call, 0)).rejects.toBe(sent);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
