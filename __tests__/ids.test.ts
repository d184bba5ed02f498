import { newId } from '@/lib/db/id';

describe('newId', () => {
  it('looks like a cuid and does not repeat', () => {
    const ids = Array.from({ length: 20000 }, newId);
    for (const id of ids.slice(0, 50)) expect(id).toMatch(/^c[0-9a-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts roughly by time', async () => {
    const a = newId();
    await new Promise((r) => setTimeout(r, 5));
    expect(newId().slice(0, 9) >= a.slice(0, 9)).toBe(true);
  });
});
