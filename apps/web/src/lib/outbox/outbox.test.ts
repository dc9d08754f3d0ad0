import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { createOutbox, type NewOutboxItem, type OutboxItem } from './outbox.ts';

const memoryStorage = (initial: string | null = null) => {
  let value = initial;
  return { read: () => value, write: (next: string) => void (value = next) };
};

const visit = (register: string, username = 'REP1'): NewOutboxItem => ({
  username,
  kind: 'visit',
  data: {
    customerName: `CLIENTE ${register}`,
    body: { customerRegister: register, outcome: 'sold', note: '' },
  },
});
const save = (orderId: string, parts: number): NewOutboxItem => ({
  username: 'REP1',
  kind: 'order-save',
  key: orderId,
  data: { parts },
});
const send = (orderId: string): NewOutboxItem => ({
  username: 'REP1',
  kind: 'order-send',
  key: orderId,
  data: {},
});

const registerOf = (item: OutboxItem) =>
  (item.data as { body?: { customerRegister: string } }).body?.customerRegister ?? item.key;

const offline = () => Promise.reject(new ApiError(0, 'NETWORK', 'Não foi possivel acessar o servidor'));
const everyKind = (sender: Parameters<ReturnType<typeof createOutbox>['register']>[1]) => {
  const outbox = createOutbox(memoryStorage());
  for (const kind of ['visit', 'order-save', 'order-send'] as const) outbox.register(kind, sender);
  return outbox;
};

describe('outbox', () => {
  it('keeps a write made offline in storage, and a new outbox on the same storage still has it', async () => {
    const storage = memoryStorage();
    const outbox = createOutbox(storage);
    outbox.register('visit', { send: offline });
    outbox.enqueue(visit('1'));
    await outbox.flush('REP1');
    expect(outbox.all().map((item) => [registerOf(item), item.status])).toEqual([['1', 'pending']]);
    expect(createOutbox(storage).all()).toHaveLength(1);
  });

  it('reads visits queued before it held other writes', () => {
    const legacy = [
      {
        id: 'a',
        username: 'REP1',
        customerName: 'CLIENTE 1',
        body: { customerRegister: '1', outcome: 'sold', note: '' },
        visitedOn: '2026-11-23',
        status: 'pending',
      },
    ];
    const [item] = createOutbox(memoryStorage(JSON.stringify(legacy))).all();
    expect(item).toMatchObject({ id: 'a', kind: 'visit', status: 'pending' });
    expect(item?.data).toEqual({
      customerName: 'CLIENTE 1',
      body: { customerRegister: '1', outcome: 'sold', note: '' },
      visitedOn: '2026-11-23',
    });
  });

  it('sends every kind in the order it was made, when the signal returns', async () => {
    let online = false;
    const sent: string[] = [];
    const onSent = vi.fn();
    const outbox = everyKind({
      send: async (item) => {
        if (!online) return offline();
        sent.push(`${item.kind} ${registerOf(item)}`);
        return { ok: item.id };
      },
      onSent,
    });
    outbox.enqueue(visit('1'));
    outbox.enqueue(save('A', 1));
    outbox.enqueue(visit('2'));
    outbox.enqueue(send('A'));
    await outbox.flush('REP1');
    expect(outbox.all()).toHaveLength(4);
    online = true;
    await outbox.flush('REP1');
    expect(sent).toEqual(['visit 1', 'order-save A', 'visit 2', 'order-send A']);
    expect(onSent).toHaveBeenCalledTimes(4);
    expect(outbox.all()).toEqual([]);
  });

  it('keeps one save per draft: a newer one takes the waiting one’s place in line', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.enqueue(save('A', 1));
    outbox.enqueue(visit('1'));
    outbox.enqueue(save('A', 2));
    outbox.enqueue(save('A', 3));
    expect(outbox.all().map((item) => [item.kind, item.data])).toEqual([
      ['order-save', { parts: 3 }],
      ['visit', expect.anything()],
    ]);
  });

  it('sends a save again when a newer one replaced it while the first was on its way', async () => {
    const outbox = createOutbox(memoryStorage());
    const sent: unknown[] = [];
    let release: () => void = () => undefined;
    outbox.register('order-save', {
      send: (item) =>
        new Promise((done) => {
          sent.push(item.data);
          release = () => done(null);
        }),
    });
    outbox.enqueue(save('A', 1));
    const first = outbox.flush('REP1');
    outbox.enqueue(save('A', 2));
    release();
    await vi.waitFor(() => expect(sent).toEqual([{ parts: 1 }, { parts: 2 }]));
    release();
    await first;
    expect(outbox.all()).toEqual([]);
  });

  it('stops at a network error and keeps that write and the ones after it, in order', async () => {
    const sender = vi.fn(async (item: OutboxItem) => {
      if (registerOf(item) === '2') throw new ApiError(0, 'NETWORK', 'sem rede');
      return null;
    });
    const outbox = everyKind({ send: sender });
    for (const register of ['1', '2', '3']) outbox.enqueue(visit(register));
    await outbox.flush('REP1');
    expect(sender).toHaveBeenCalledTimes(2);
    expect(outbox.all().map(registerOf)).toEqual(['2', '3']);
    expect(outbox.all().every((item) => item.status === 'pending')).toBe(true);
  });

  it('keeps a server error (5xx) or an ended session (401) pending: neither is about the write', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.enqueue(visit('1'));
    outbox.register('visit', { send: () => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'fora do ar')) });
    await outbox.flush('REP1');
    outbox.register('visit', {
      send: () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Token expirado')),
    });
    await outbox.flush('REP1');
    expect(outbox.all().map((item) => item.status)).toEqual(['pending']);
  });

  it('marks a refused visit (4xx) with its message, goes on with the next, and drops it only when dismissed', async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.enqueue(visit('1'));
    outbox.enqueue(visit('2'));
    outbox.register('visit', {
      send: async (item) => {
        if (registerOf(item) === '1') throw new ApiError(403, 'FORBIDDEN', 'Cliente fora da sua carteira');
        return null;
      },
    });
    await outbox.flush('REP1');
    const [refused] = outbox.all();
    expect(outbox.all()).toHaveLength(1);
    expect(refused).toMatchObject({ status: 'refused', message: 'Cliente fora da sua carteira' });
    // A later flush does not send it again.
    const again = vi.fn(async () => null);
    outbox.register('visit', { send: again });
    await outbox.flush('REP1');
    expect(again).not.toHaveBeenCalled();
    outbox.dismiss(refused?.id ?? '');
    expect(outbox.all()).toEqual([]);
  });

  it('hands a refused send (422) back to its kind, which returns the order to its draft', async () => {
    const outbox = createOutbox(memoryStorage());
    const refusal = new ApiError(422, 'UNPROCESSABLE', 'Pedido com problemas');
    const onRefused = vi.fn(() => 'drop' as const);
    outbox.register('order-save', { send: async () => null });
    outbox.register('order-send', { send: () => Promise.reject(refusal), onRefused });
    outbox.enqueue(save('A', 1));
    outbox.enqueue(send('A'));
    await outbox.flush('REP1');
    expect(onRefused).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'order-send', key: 'A' }),
      refusal,
    );
    expect(outbox.all()).toEqual([]);
  });

  it('waits with a kind no screen has registered yet, and with what came after it', async () => {
    const outbox = createOutbox(memoryStorage());
    const visits = vi.fn(async () => null);
    outbox.register('visit', { send: visits });
    outbox.enqueue(save('A', 1));
    outbox.enqueue(visit('1'));
    await outbox.flush('REP1');
    expect(visits).not.toHaveBeenCalled();
    expect(outbox.all()).toHaveLength(2);
  });

  it("sends only the signed-in user's writes", async () => {
    const sender = vi.fn(async (_item: OutboxItem) => null);
    const outbox = everyKind({ send: sender });
    outbox.enqueue(visit('1', 'REP2'));
    outbox.enqueue(visit('2', 'REP1'));
    await outbox.flush('REP1');
    expect(sender.mock.calls.map(([item]) => registerOf(item))).toEqual(['2']);
    expect(outbox.all().map((item) => item.username)).toEqual(['REP2']);
  });

  it('never sends a write twice when a second flush starts during the first', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const outbox = everyKind({
      send: (item) =>
        new Promise((done) => {
          sent.push(String(registerOf(item)));
          release = () => done(null);
        }),
    });
    outbox.enqueue(visit('1'));
    const first = outbox.flush('REP1');
    outbox.enqueue(visit('2'));
    const second = outbox.flush('REP1');
    release();
    await vi.waitFor(() => expect(sent).toEqual(['1', '2']));
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['1', '2']);
    expect(outbox.all()).toEqual([]);
  });

  it('holds the outbox in the page when storage refuses to keep it', async () => {
    const outbox = createOutbox({ read: () => null, write: () => undefined });
    outbox.register('visit', { send: offline });
    outbox.enqueue(visit('1'));
    await outbox.flush('REP1');
    expect(outbox.all().map(registerOf)).toEqual(['1']);
  });

  it('ignores unreadable storage instead of failing', () => {
    const outbox = createOutbox({ read: () => '{broken', write: () => undefined });
    expect(outbox.all()).toEqual([]);
  });
});
