import { newSince, readSeen, rememberSeen } from './newSinceLastVisit';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('homes new since the last visit', () => {
  it('marks nothing on the first visit, then only the homes not seen before', () => {
    const storage = memoryStorage();
    expect(readSeen(7, storage)).toBeNull();
    expect(newSince(readSeen(7, storage), [1, 2])).toEqual(new Set());
    rememberSeen(7, [1, 2], readSeen(7, storage), storage);
    const seen = readSeen(7, storage);
    expect(newSince(seen, [2, 3])).toEqual(new Set([3]));
    rememberSeen(7, [2, 3], seen, storage);
    expect(newSince(readSeen(7, storage), [1, 2, 3])).toEqual(new Set());
    // Another account on the same browser has its own memory.
    expect(readSeen(8, storage)).toBeNull();
  });

  it('survives a corrupted entry', () => {
    const storage = memoryStorage();
    storage.setItem('tp-seen-homes-7', '{oops');
    expect(readSeen(7, storage)).toBeNull();
  });
});
