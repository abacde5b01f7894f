// A backend built from a dataset of one's own, met over HTTP as a story's MSW handler meets it.
import { describe, expect, it } from 'vitest';
import type { Agent } from '../contract/entities';
import { createSimulatedBackend } from './backend';
import type { SimulatedDataset } from './dataset';
import { answerHttpRequest } from './http';

const agent = (id: string, name: string, extra: Partial<Agent> = {}): Agent => ({ id, name, current_version: '1.2.0', ...extra });

const dataset: SimulatedDataset = {
  agents: [agent('agt_mail', 'Mail Sorter', { owner_id: 'usr_ada', download_count: 40 }), agent('agt_notes', 'Note Taker')],
  frameworks: [{ id: 'fw_one', name: 'One', tier: 1 }],
  users: [{ id: 'usr_ada', email: 'ada@example.com', name: 'Ada', password: 'Secret@12', sessions: [{ token: 'real-token' }] }],
};

function server(data = dataset) {
  const backend = createSimulatedBackend({
    dataset: data,
    frameworks: true,
    sendMail: () => undefined,
    secrets: { sessionToken: () => 'issued-token', code: () => '123456' },
  });
  return async (method: string, path: string, init: { body?: unknown; token?: string } = {}) => {
    const headers = new Headers(init.token ? { Authorization: `Bearer ${init.token}` } : {});
    const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    const response = await answerHttpRequest(backend, new Request(`http://app.test/api${path}`, { method, headers, body }), '/api');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

describe('a backend over its own dataset', () => {
  it('lists, finds and versions the dataset agents, and its frameworks', async () => {
    const call = server();
    const list = await call('GET', '/agents?page_size=1');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 1, pagination: { total: 2, page_size: 1 }, next_token: expect.any(String) });
    expect((await call('GET', '/agents/agt_notes')).body).toMatchObject({ name: 'Note Taker' });
    const versions = await call('GET', '/agents/agt_notes/versions');
    expect(versions.body).toMatchObject({ data: [{ version: '1.2.0' }], current_version: '1.2.0' });
    expect((await call('GET', '/frameworks')).body).toEqual({ data: dataset.frameworks, count: 1 });
  });

  it('knows its accounts: an open session, a sign-in with the fixed token, the owned agents', async () => {
    const call = server();
    const profile = await call('GET', '/users/profile', { token: 'real-token' });
    expect(profile.body).toMatchObject({ email: 'ada@example.com', stats: { agents_count: 1, total_downloads: 40 } });
    const mine = await call('GET', '/agents/my-agents', { token: 'real-token' });
    expect((mine.body.data as Agent[]).map((a) => a.id)).toEqual(['agt_mail']);
    const login = await call('POST', '/auth/login', { body: { email: 'ada@example.com', password: 'Secret@12' } });
    expect(login.body).toMatchObject({ token: 'issued-token', user: { id: 'usr_ada' } });
  });

  it("lists the dataset's sessions with their device, place and last activity, this browser's first", async () => {
    const hourAgo = Date.now() - 60 * 60 * 1000;
    const sessions = [
      { token: 'real-token' },
      { token: 'phone-token', device: 'Safari on iOS', place: { country: 'PT', city: 'Lisbon' }, last_seen_at: hourAgo },
    ];
    const call = server({ ...dataset, users: [{ ...dataset.users![0]!, sessions }] });
    const list = await call('GET', '/auth/sessions', { token: 'real-token' });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ current: true, place: null }),
      expect.objectContaining({
        current: false,
        device: 'Safari on iOS',
        place: { country: 'PT', city: 'Lisbon' },
        last_seen_at: new Date(hourAgo).toISOString(),
      }),
    ]);
  });

  it('gives an unconfirmed account the code it was mailed', async () => {
    const call = server({ ...dataset, users: [{ ...dataset.users![0]!, confirmed: false }] });
    expect((await call('POST', '/auth/login', { body: { email: 'ada@example.com', password: 'Secret@12' } })).status).toBe(403);
    const confirm = await call('POST', '/auth/confirm-email', { body: { email: 'ada@example.com', confirmation_code: '123456' } });
    expect(confirm.status).toBe(200);
  });

  it('answers errors with the status and body the server gives', async () => {
    const call = server();
    expect(await call('GET', '/agents/missing')).toEqual({ status: 404, body: { error: 'not_found', message: 'Agent not found' } });
    expect(await call('GET', '/users/profile')).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(await call('POST', '/auth/login', { body: '{not json' })).toMatchObject({ status: 400, body: { error: 'validation_error' } });
  });
});
