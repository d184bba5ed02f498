import { PATCH, GET } from '@/app/api/request-a-callback/[id]/route';
import { POST } from '@/app/api/request-a-callback/route';
import { db } from '@/lib/db';
import { EDIT_WINDOW_MS } from '@/lib/leads/edit';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { send } from '@/__tests__/support/lead-api';
import { findLead } from '@/__tests__/support/leads';

const valid = { firstName: 'Rohan', lastName: 'Mehta', phoneNumber: '+91 9876543210' };

async function patch(id: string, body: unknown) {
  const req = jsonRequest(`/api/request-a-callback/${id}`, body);
  const res = await PATCH(new Request(req, { method: 'PATCH' }), {
    params: Promise.resolve({ id }),
  });
  return { res, json: (await res.json()) as { success: boolean; error?: { code: string } } };
}

async function create(body: Record<string, unknown> = valid) {
  const { res, json } = await send(POST, '/api/request-a-callback', { body });
  expect(res.status).toBe(201);
  const token = (json as unknown as { token: string }).token;
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  return { id: json.id!, token };
}

describe.each(backends)('PATCH /api/request-a-callback/<id> on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it('stores only a hash of the token', async () => {
    const { id, token } = await create();
    const row = await findLead(id);
    expect(row.details).not.toContain(token);
    expect(row.editTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("'Edit details' updates the same row, then 'Next' confirms it", async () => {
    const { id, token } = await create();
    const edited = {
      ...valid,
      lastName: 'Mehra',
      phoneNumber: '+44 2079460123',
      email: 'rohan@example.com',
      course: 'b2',
      page: '/B2-level',
    };
    const u = await patch(id, { ...edited, token, action: 'update' });
    expect(u.res.status).toBe(200);
    expect(await findLead(id)).toMatchObject({
      name: 'Rohan Mehra',
      lastName: 'Mehra',
      phone: '+44 2079460123',
      email: 'rohan@example.com',
      course: 'b2',
    });
    const c = await patch(id, { token, action: 'confirm' });
    expect(c.res.status).toBe(200);
    expect((await findLead(id)).confirmedAt).toEqual(expect.any(String));
  });

  it('refuses a wrong token, and writes nothing', async () => {
    const { id } = await create();
    const before = await findLead(id);
    const r = await patch(id, { ...valid, lastName: 'X', token: 'w'.repeat(32), action: 'update' });
    expect(r.res.status).toBe(403);
    expect(r.json.error?.code).toBe('forbidden');
    expect((await findLead(id)).updatedAt).toEqual(before.updatedAt);
  });

  it('refuses the right token a day after the request was sent, and writes nothing', async () => {
    const { id, token } = await create();
    await db().lead.update({
      where: { id },
      data: { createdAt: new Date(Date.now() - EDIT_WINDOW_MS - 60_000) },
    });
    const before = await findLead(id);
    for (const body of [
      { ...valid, lastName: 'Later', token, action: 'update' },
      { token, action: 'confirm' },
    ]) {
      const r = await patch(id, body);
      expect(r.res.status).toBe(403);
      expect(r.json.error?.code).toBe('forbidden');
    }
    const after = await findLead(id);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.confirmedAt).toBeUndefined();
  });

  it("refuses one request's token on another request", async () => {
    const a = await create();
    const b = await create({ ...valid, firstName: 'Asha' });
    const r = await patch(b.id, { token: a.token, action: 'confirm' });
    expect(r.res.status).toBe(403);
    expect((await findLead(b.id)).confirmedAt).toBeUndefined();
  });

  it('refuses an unknown id, and a contact message id', async () => {
    const { token } = await create();
    expect(
      (await patch('cnotthere0000000000000000', { token, action: 'confirm' })).res.status,
    ).toBe(403);
  });

  it('refuses the token once the request is confirmed', async () => {
    const { id, token } = await create();
    expect((await patch(id, { token, action: 'confirm' })).res.status).toBe(200);
    const again = await patch(id, { ...valid, lastName: 'Later', token, action: 'update' });
    expect(again.res.status).toBe(409);
    expect(again.json.error?.code).toBe('conflict');
    expect((await findLead(id)).lastName).toBe('Mehta');
  });

  it('two confirmations at once: one wins, the other is told', async () => {
    const { id, token } = await create();
    const both = await Promise.all([
      patch(id, { token, action: 'confirm' }),
      patch(id, { token, action: 'confirm' }),
    ]);
    expect(both.map((r) => r.res.status).sort()).toEqual([200, 409]);
  });

  it.each([
    ['no token', { action: 'confirm' }],
    ['a short token', { action: 'confirm', token: 'abc' }],
    ['an unknown action', { action: 'delete', token: 'x'.repeat(32) }],
    [
      'an update with a bad phone',
      { ...valid, phoneNumber: '+91 123', action: 'update', token: 'x'.repeat(32) },
    ],
    [
      'an update with a control character',
      { ...valid, firstName: 'Ro\nhan', action: 'update', token: 'x'.repeat(32) },
    ],
  ])('answers 400 to %s', async (_n, body) => {
    const r = await patch('cwhatever0000000000000000', body);
    expect(r.res.status).toBe(400);
    expect(r.json.error?.code).toBe('validation_failed');
  });

  it('answers 405 to other methods', async () => {
    expect((await GET(new Request('http://localhost/api/request-a-callback/x'))).status).toBe(405);
  });
});
