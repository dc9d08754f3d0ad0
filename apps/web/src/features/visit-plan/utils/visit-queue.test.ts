import type { VisitRecord } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { createVisitQueue, type NewVisit, type QueuedVisit } from './visit-queue.ts';

const memoryStorage = () => {
  let value: string | null = null;
  return { read: () => value, write: (next: string) => void (value = next) };
};

const visit = (register: string, username = 'REP1'): NewVisit => ({
  username,
  customerName: `CLIENTE ${register}`,
  body: { customerRegister: register, outcome: 'sold', note: '' },
  visitedOn: '2026-11-23',
});

const recordOf = (queued: QueuedVisit): VisitRecord => ({
  customerRegister: queued.body.customerRegister,
  customerName: queued.customerName,
  representativeId: 1,
  visitedOn: queued.visitedOn,
  outcome: queued.body.outcome,
  note: queued.body.note,
  recordedBy: queued.username,
});

const offline = () => Promise.reject(new ApiError(0, 'NETWORK', 'Não foi possivel acessar o servidor'));

describe('visit queue', () => {
  it('keeps a visit recorded offline in storage, and a new queue on the same storage still has it', async () => {
    const storage = memoryStorage();
    const queue = createVisitQueue(storage);
    queue.enqueue(visit('1'));
    await queue.flush('REP1', offline);
    expect(queue.all().map((item) => [item.body.customerRegister, item.status])).toEqual([['1', 'pending']]);
    expect(createVisitQueue(storage).all()).toHaveLength(1);
  });

  it('sends everything pending, oldest first, when the signal returns', async () => {
    const queue = createVisitQueue(memoryStorage());
    for (const register of ['1', '2', '3']) queue.enqueue(visit(register));
    await queue.flush('REP1', offline);
    const sent: string[] = [];
    const onSent = vi.fn();
    await queue.flush(
      'REP1',
      async (item) => {
        sent.push(item.body.customerRegister);
        return recordOf(item);
      },
      onSent,
    );
    expect(sent).toEqual(['1', '2', '3']);
    expect(onSent).toHaveBeenCalledTimes(3);
    expect(onSent.mock.calls[0]?.[1]).toMatchObject({ customerRegister: '1', outcome: 'sold' });
    expect(queue.all()).toEqual([]);
  });

  it('stops at a network error and keeps that visit and the ones after it, in order', async () => {
    const queue = createVisitQueue(memoryStorage());
    for (const register of ['1', '2', '3']) queue.enqueue(visit(register));
    const send = vi.fn(async (item: QueuedVisit) => {
      if (item.body.customerRegister === '2') throw new ApiError(0, 'NETWORK', 'sem rede');
      return recordOf(item);
    });
    await queue.flush('REP1', send);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.all().map((item) => item.body.customerRegister)).toEqual(['2', '3']);
    expect(queue.all().every((item) => item.status === 'pending')).toBe(true);
  });

  it('keeps a server error (5xx) or an ended session (401) pending: neither is about the visit', async () => {
    const queue = createVisitQueue(memoryStorage());
    queue.enqueue(visit('1'));
    await queue.flush('REP1', () => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'fora do ar')));
    await queue.flush('REP1', () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Token expirado')));
    expect(queue.all().map((item) => item.status)).toEqual(['pending']);
  });

  it('marks a refused visit (4xx) with its message, goes on with the next, and drops it only when dismissed', async () => {
    const queue = createVisitQueue(memoryStorage());
    queue.enqueue(visit('1'));
    queue.enqueue(visit('2'));
    await queue.flush('REP1', async (item) => {
      if (item.body.customerRegister === '1')
        throw new ApiError(403, 'FORBIDDEN', 'Cliente fora da sua carteira');
      return recordOf(item);
    });
    const [refused] = queue.all();
    expect(queue.all()).toHaveLength(1);
    expect(refused).toMatchObject({ status: 'refused', message: 'Cliente fora da sua carteira' });
    // A later flush does not send it again.
    const send = vi.fn(async (item: QueuedVisit) => recordOf(item));
    await queue.flush('REP1', send);
    expect(send).not.toHaveBeenCalled();
    queue.dismiss(refused?.id ?? '');
    expect(queue.all()).toEqual([]);
  });

  it("sends only the signed-in user's visits", async () => {
    const queue = createVisitQueue(memoryStorage());
    queue.enqueue(visit('1', 'REP2'));
    queue.enqueue(visit('2', 'REP1'));
    const send = vi.fn(async (item: QueuedVisit) => recordOf(item));
    await queue.flush('REP1', send);
    expect(send.mock.calls.map(([item]) => item.body.customerRegister)).toEqual(['2']);
    expect(queue.all().map((item) => item.username)).toEqual(['REP2']);
  });

  it('never sends a visit twice when a second flush starts during the first', async () => {
    const queue = createVisitQueue(memoryStorage());
    queue.enqueue(visit('1'));
    let release: () => void = () => undefined;
    const sent: string[] = [];
    const send = (item: QueuedVisit) =>
      new Promise<VisitRecord>((done) => {
        sent.push(item.body.customerRegister);
        release = () => done(recordOf(item));
      });
    const first = queue.flush('REP1', send);
    queue.enqueue(visit('2'));
    const second = queue.flush('REP1', send);
    release();
    await vi.waitFor(() => expect(sent).toEqual(['1', '2']));
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['1', '2']);
    expect(queue.all()).toEqual([]);
  });

  it('holds the queue in the page when storage refuses to keep it', async () => {
    const queue = createVisitQueue({ read: () => null, write: () => undefined });
    queue.enqueue(visit('1'));
    await queue.flush('REP1', offline);
    expect(queue.all().map((item) => item.body.customerRegister)).toEqual(['1']);
  });

  it('ignores unreadable storage instead of failing', () => {
    const queue = createVisitQueue({ read: () => '{broken', write: () => undefined });
    expect(queue.all()).toEqual([]);
  });
});
