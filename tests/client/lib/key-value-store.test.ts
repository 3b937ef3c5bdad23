import 'fake-indexeddb/auto';
import { keyValueStore } from '../../../src/lib/key-value-store';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the key-value store behind the outboxes and open attempts', () => {
  it('keeps values in IndexedDB, where another page (a reload) finds them', async () => {
    await keyValueStore('kv-test-durable', 'items').set('answer:1', { choice: 2 });
    const reloaded = keyValueStore('kv-test-durable', 'items');
    expect(await reloaded.get('answer:1')).toEqual({ choice: 2 });
    expect(await reloaded.entries()).toEqual([['answer:1', { choice: 2 }]]);
  });

  it('keeps values in the page’s memory when the browser refuses IndexedDB (a third-party frame)', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    const store = keyValueStore('kv-test-refused', 'items');
    await store.set('answer:1', { choice: 2 });
    await store.set('answer:2', { choice: 0 });
    await store.del('answer:2');
    expect(await store.get('answer:1')).toEqual({ choice: 2 });
    expect(await store.entries()).toEqual([['answer:1', { choice: 2 }]]);
  });
});
