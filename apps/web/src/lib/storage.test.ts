import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, storageKeys, writeStorage } from './storage.ts';

/** localStorage full until the page's last drawing is removed. */
const fullUntilLastViewGoes = () => {
  const setItem = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (this.getItem(storageKeys.lastView) !== null) throw new DOMException('cheio', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
};

afterEach(() => vi.restoreAllMocks());

describe('storage when it is full', () => {
  it('lets the last drawing go to keep a visit waiting to be sent', () => {
    localStorage.setItem(storageKeys.lastView, '{"html":"…"}');
    fullUntilLastViewGoes();
    writeStorage(storageKeys.outbox, '[{"visit":1}]');
    expect(readStorage(storageKeys.outbox)).toBe('[{"visit":1}]');
    expect(readStorage(storageKeys.lastView)).toBeNull();
  });

  it('never lets anything else go for the last drawing', () => {
    localStorage.setItem(storageKeys.lastView, '{"html":"old"}');
    localStorage.setItem(storageKeys.orderDrafts, '{"draft":1}');
    fullUntilLastViewGoes();
    writeStorage(storageKeys.lastView, '{"html":"new"}');
    expect(readStorage(storageKeys.orderDrafts)).toBe('{"draft":1}');
    expect(readStorage(storageKeys.lastView)).toBe('{"html":"old"}');
  });
});
