// The OCI registry through HTTP: what container tools see (statuses, headers, the spec's errors)
// and what the registry makes of a pushed image (versions from the agent.yaml inside).
import { describe, expect, it } from 'vitest';
import { agentYaml, databases, useHarness, type Harness } from './helpers.js';
import { pushImage as pushImageWith, sha256 } from './ociImages.js';

async function v2(
  h: Harness,
  method: string,
  path: string,
  auth: string | undefined,
  body?: Buffer | string,
  headers: Record<string, string> = {},
) {
  const res = await h.app.app.request(path, {
    method,
    headers: { ...(auth ? { authorization: auth } : {}), ...headers },
    body: body as Uint8Array<ArrayBuffer> | string | undefined,
  });
  const buf = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text: buf.toString('utf8'), json: () => JSON.parse(buf.toString('utf8')) };
}

const pushImage = (h: Harness, auth: string, name: string, tag: string, files: Record<string, string>) =>
  pushImageWith((...args) => v2(h, ...args), auth, name, tag, files);

describe.each(databases)('OCI registry ($name)', (database) => {
  const h = useHarness(database);

  async function publisher() {
    const { token } = await h.signUp('ada@example.com');
    const pat = (await h.request('POST', '/api/users/pat/generate', { token })).body.pat as string;
    return { session: token, basic: `Basic ${Buffer.from(`ada:${pat}`).toString('base64')}` };
  }

  it('answers /v2/ with a Bearer challenge, JSON errors and never the web app', async () => {
    const base = await v2(h, 'GET', '/v2/', undefined);
    expect(base.status).toBe(401);
    expect(base.headers.get('www-authenticate')).toBe('Bearer realm="http://localhost/v2/token",service="localhost"');
    expect(base.headers.get('docker-distribution-api-version')).toBe('registry/2.0');
    const unknown = await v2(h, 'GET', '/v2/not/a/route/at/all', undefined);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect(unknown.json().errors[0].code).toMatch(/NAME_/);
    const badName = await v2(h, 'GET', '/v2/UPPER/case/manifests/latest', undefined);
    expect(badName.status).toBe(400);
    expect(badName.json().errors[0].code).toBe('NAME_INVALID');
  });

  it('issues a token for the scopes a user may have and refuses a wrong password', async () => {
    const { basic } = await publisher();
    const granted = await v2(h, 'GET', '/v2/token?service=localhost&scope=repository:ada/x:pull,push&scope=repository:bob/y:push', basic);
    expect(granted.status).toBe(200);
    const claims = JSON.parse(Buffer.from(granted.json().token.split('.')[1], 'base64url').toString());
    expect(claims.access).toEqual([
      { type: 'repository', name: 'ada/x', actions: ['pull', 'push'] },
      { type: 'repository', name: 'bob/y', actions: [] },
    ]);
    const wrong = await v2(
      h,
      'GET',
      '/v2/token?scope=repository:ada/x:pull',
      `Basic ${Buffer.from('ada:' + 'f'.repeat(64)).toString('base64')}`,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.json().errors[0].code).toBe('UNAUTHORIZED');
  });

  it('publishes a version from the agent.yaml and README in the image, and keeps it immutable', async () => {
    const { basic } = await publisher();
    const pushed = await pushImage(h, basic, 'ada/hello', '1.0.0', {
      'app/agent.yaml': agentYaml('hello', '1.0.0'),
      'app/README.md': '# Hello\n',
    });
    expect(pushed.status, pushed.text).toBe(201);
    expect(pushed.headers.get('docker-content-digest')).toBe(pushed.digest);
    const version = await h.request('GET', '/api/agents/ada%2Fhello/versions/1.0.0');
    expect(version.body.agent_yaml).toBe(agentYaml('hello', '1.0.0'));
    expect(version.body.readme).toBe('# Hello\n');
    expect(version.body.image).toMatchObject({ digest: pushed.digest, platforms: ['linux/amd64'], created_at: '2026-01-02T03:04:05.000Z' });

    // The same image again is fine; another image for 1.0.0 is refused and says what to do.
    expect(
      (await pushImage(h, basic, 'ada/hello', '1.0.0', { 'app/agent.yaml': agentYaml('hello', '1.0.0'), 'app/README.md': '# Hello\n' }))
        .status,
    ).toBe(201);
    const other = await pushImage(h, basic, 'ada/hello', '1.0.0', {
      'app/agent.yaml': agentYaml('hello', '1.0.0'),
      'app/README.md': '# Changed\n',
    });
    expect(other.status).toBe(400);
    expect(other.json().errors[0].code).toBe('TAG_INVALID');
    expect(other.json().errors[0].message).toContain('Publish a new version');

    // Anyone pulls the public agent, and `latest` is its current version's image.
    const latest = await v2(h, 'GET', '/v2/ada/hello/manifests/latest', undefined, undefined, {
      accept: 'application/vnd.oci.image.manifest.v1+json',
    });
    expect(latest.status).toBe(200);
    expect(latest.headers.get('docker-content-digest')).toBe(pushed.digest);
  });

  it('refuses an image without agent.yaml, or whose version is not the tag, and publishes nothing', async () => {
    const { basic } = await publisher();
    const none = await pushImage(h, basic, 'ada/empty', '1.0.0', { 'app/main.py': 'print(1)\n' });
    expect(none.status).toBe(400);
    expect(none.json().errors[0]).toMatchObject({ code: 'MANIFEST_INVALID' });
    expect(none.json().errors[0].message).toContain('agent build');
    const mismatch = await pushImage(h, basic, 'ada/hello', '2.0.0', { 'app/agent.yaml': agentYaml('hello', '1.0.0') });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json().errors[0].message).toContain('metadata.version is 1.0.0 but the tag is 2.0.0');
    expect((await h.request('GET', '/api/agents/ada%2Fhello')).status).toBe(404);
    // A tag that is not a version needs no agent.yaml.
    expect((await pushImage(h, basic, 'ada/empty', 'edge', { 'app/main.py': 'print(1)\n' })).status).toBe(201);
  });

  it('keeps nothing of a blob whose bytes do not match its digest', async () => {
    const { basic } = await publisher();
    const digest = sha256(Buffer.from('what was promised'));
    const bad = await v2(h, 'POST', `/v2/ada/x/blobs/uploads/?digest=${digest}`, basic, Buffer.from('something else'));
    expect(bad.status).toBe(400);
    expect(bad.json().errors[0].code).toBe('DIGEST_INVALID');
    expect((await v2(h, 'HEAD', `/v2/ada/x/blobs/${digest}`, basic)).status).toBe(404);
  });

  it('lets nobody else push into a namespace, and only the owner pull a private agent', async () => {
    const { basic, session } = await publisher();
    await pushImage(h, basic, 'ada/hello', '1.0.0', { 'app/agent.yaml': agentYaml('hello', '1.0.0') });
    const { token } = await h.signUp('bob@example.com');
    const bobPat = (await h.request('POST', '/api/users/pat/generate', { token })).body.pat as string;
    const bob = `Basic ${Buffer.from(`bob:${bobPat}`).toString('base64')}`;
    const intrusion = await v2(h, 'POST', '/v2/ada/hello/blobs/uploads/', bob);
    expect(intrusion.status).toBe(403);
    expect(intrusion.json().errors[0].code).toBe('DENIED');

    const agent = await h.request('GET', '/api/agents/ada%2Fhello');
    expect((await h.request('PUT', `/api/agents/${agent.body.id}`, { token: session, body: { visibility: 'private' } })).status).toBe(200);
    expect((await v2(h, 'GET', '/v2/ada/hello/manifests/1.0.0', undefined)).status).toBe(401);
    expect((await v2(h, 'GET', '/v2/ada/hello/manifests/1.0.0', bob)).status).toBe(403);
    expect((await v2(h, 'GET', '/v2/ada/hello/manifests/1.0.0', basic)).status).toBe(200);
  });
});
