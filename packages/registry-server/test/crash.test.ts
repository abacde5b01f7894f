import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { usernameFromEmail } from '@agent-registry/api-client/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { agentBody, databases, freshDataDir, openTestDatabase, PASSWORD } from './helpers.js';
import { basicAuth, httpSend, imageManifest, sha256, type V2Send } from './ociImages.js';
import { startServer, waitFor, type Running } from './serverProcess.js';

/**
 * Nothing acknowledged is lost: agents are published in a stream, the server is killed with SIGKILL
 * in the middle of it, three times, and after a restart every agent that got its 201 is there.
 */
describe.each(databases)('a killed server keeps every acknowledged write on $name', (database) => {
  const cleanup: Array<() => void> = [];
  afterAll(() => {
    for (const f of cleanup) f();
  });

  it('survives three SIGKILLs during a stream of writes', async () => {
    let env: Record<string, string>;
    if (database.url) {
      // Start from an empty database, as the other suites leave it.
      const opened = await openTestDatabase(database);
      await opened.close();
      env = { DATABASE_URL: database.url, SEED_ON_START: 'false' };
    } else {
      const dataDir = await freshDataDir();
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, SEED_ON_START: 'false' };
    }
    const acknowledged: string[] = [];
    const post = (url: string, path: string, body: unknown, token?: string) =>
      fetch(`${url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    let token = '';

    for (let round = 0; round < 3; round++) {
      const server: Running = startServer(env);
      cleanup.push(() => server.child.kill('SIGKILL'));
      const url = (await waitFor(server, /running at (http:\/\/\S+)/))[1];
      if (!token) {
        // A publisher signs up with the code from the log; the session outlives the crashes.
        const email = `crash-${Date.now()}@example.com`;
        expect((await post(url, '/auth/register', { email, password: PASSWORD, name: 'Crash Test' })).status).toBe(201);
        const code = (await waitFor(server, /confirmation code: (\d{6})/))[1];
        expect((await post(url, '/auth/confirm-email', { email, confirmation_code: code })).status).toBe(200);
        token = ((await (await post(url, '/auth/login', { email, password: PASSWORD })).json()) as { token: string }).token;
      }
      // Eight writers sign up one after another until the process dies under them.
      let alive = true;
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; alive; i++) {
          try {
            const res = await post(url, '/agents', agentBody({ name: `Crash ${round}-${w}-${i}`, category: 'development' }), token);
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          } catch {
            return; // the connection died with the process
          }
        }
      });
      // Kill mid-stream, once this round has had a few writes acknowledged: a slow start on a busy
      // machine must not leave a round with nothing to lose.
      const before = acknowledged.length;
      await new Promise((r) => setTimeout(r, 400 + round * 200));
      for (let waited = 0; acknowledged.length < before + 5 && waited < 5_000; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
      }
      server.child.kill('SIGKILL');
      await server.exited;
      alive = false;
      await Promise.all(writers);
    }
    console.info(`crash (${database.name}): ${acknowledged.length} acknowledged writes across 3 SIGKILLs`);
    expect(acknowledged.length).toBeGreaterThan(10);

    const server = startServer(env);
    cleanup.push(() => server.child.kill('SIGKILL'));
    const url = (await waitFor(server, /running at (http:\/\/\S+)/))[1];
    const lost: string[] = [];
    for (const id of acknowledged) {
      const res = await fetch(`${url}/api/agents/${id}`);
      if (res.status !== 200) lost.push(`${id}: ${res.status}`);
    }
    expect(lost).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});

/**
 * Nothing acknowledged is lost from the OCI registry either, and nothing is half written: twenty
 * image pushes run (a few at a time, each layer in chunks), the server is killed with SIGKILL in
 * the middle of them, and after a restart every blob and manifest that got its 201 is served whole,
 * every other one is either whole or absent, every file in the blob store hashes to its name, and
 * the pushes that were cut off go through when tried again.
 */
describe.each(databases)('a killed server keeps every acknowledged image push on $name', (database) => {
  const cleanup: Array<() => void> = [];
  afterAll(() => {
    for (const f of cleanup) f();
  });

  /** One image: a config and a layer of random bytes, the layer sent in three PATCHes. */
  function image(n: number) {
    const config = Buffer.from(JSON.stringify({ architecture: 'amd64', os: 'linux', created: new Date().toISOString(), n }));
    const layerBytes = crypto.randomBytes(1024 * 1024 + n);
    return { tag: `build-${n}`, config, layer: layerBytes, manifest: imageManifest(config, layerBytes) };
  }
  type Image = ReturnType<typeof image>;

  /** Pushes `img` as skopeo does; records each 201 in `acked` the moment it arrives. Throws when cut off. */
  async function push(send: V2Send, auth: string, repo: string, img: Image, acked: Set<string>) {
    const config = await send('POST', `/v2/${repo}/blobs/uploads/?digest=${sha256(img.config)}`, auth, img.config, {
      'content-type': 'application/octet-stream',
    });
    if (config.status !== 201) throw new Error(`config: ${config.status} ${config.text}`);
    acked.add(sha256(img.config));
    const started = await send('POST', `/v2/${repo}/blobs/uploads/`, auth);
    if (started.status !== 202) throw new Error(`upload: ${started.status} ${started.text}`);
    let location = started.headers.get('location')!;
    const third = Math.ceil(img.layer.length / 3);
    for (let start = 0; start < img.layer.length; start += third) {
      const chunk = img.layer.subarray(start, start + third);
      const patched = await send('PATCH', location, auth, chunk, {
        'content-type': 'application/octet-stream',
        'content-range': `${start}-${start + chunk.length - 1}`,
      });
      if (patched.status !== 202) throw new Error(`chunk: ${patched.status} ${patched.text}`);
      location = patched.headers.get('location')!;
    }
    const closed = await send('PUT', `${location}${location.includes('?') ? '&' : '?'}digest=${sha256(img.layer)}`, auth);
    if (closed.status !== 201) throw new Error(`close: ${closed.status} ${closed.text}`);
    acked.add(sha256(img.layer));
    const put = await send('PUT', `/v2/${repo}/manifests/${img.tag}`, auth, img.manifest, {
      'content-type': 'application/vnd.oci.image.manifest.v1+json',
    });
    if (put.status !== 201) throw new Error(`manifest: ${put.status} ${put.text}`);
    acked.add(img.tag);
  }

  it('survives a SIGKILL during twenty pushes', async () => {
    const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-crash-blobs-'));
    cleanup.push(() => fs.rmSync(blobDir, { recursive: true, force: true }));
    let env: Record<string, string> = { BLOB_DIR: blobDir, SEED_ON_START: 'false' };
    if (database.url) {
      const opened = await openTestDatabase(database);
      await opened.close();
      env = { ...env, DATABASE_URL: database.url };
    } else {
      const dataDir = await freshDataDir();
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      env = { ...env, DATA_DIR: dataDir };
    }

    const server: Running = startServer(env);
    cleanup.push(() => server.child.kill('SIGKILL'));
    const url = (await waitFor(server, /running at (http:\/\/\S+)/))[1];
    const email = `crash-oci-${Date.now()}@example.com`;
    const api = (path: string, body: unknown, token?: string) =>
      fetch(`${url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    expect((await api('/auth/register', { email, password: PASSWORD, name: 'Crash Pusher' })).status).toBe(201);
    const code = (await waitFor(server, /confirmation code: (\d{6})/))[1];
    expect((await api('/auth/confirm-email', { email, confirmation_code: code })).status).toBe(200);
    const session = ((await (await api('/auth/login', { email, password: PASSWORD })).json()) as { token: string }).token;
    const pat = ((await (await api('/users/pat/generate', {}, session)).json()) as { pat: string }).pat;
    const username = usernameFromEmail(email);
    const auth = basicAuth(username, pat);
    const repo = `${username}/crash-images`;

    // Twenty pushes, four at a time; the process is killed once five have been acknowledged.
    const images = Array.from({ length: 20 }, (_, n) => image(n));
    const acked = new Set<string>();
    const before = httpSend(url);
    let next = 0;
    const pushers = Array.from({ length: 4 }, async () => {
      while (next < images.length) {
        const img = images[next++];
        try {
          await push(before, auth, repo, img, acked);
        } catch {
          return; // the connection died with the process
        }
      }
    });
    for (let waited = 0; images.filter((i) => acked.has(i.tag)).length < 5 && waited < 60_000; waited += 20) {
      await new Promise((r) => setTimeout(r, 20));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(pushers);
    const ackedImages = images.filter((i) => acked.has(i.tag));
    console.info(
      `crash (${database.name}): ${ackedImages.length} of 20 pushes and ${acked.size - ackedImages.length} blobs acknowledged before the SIGKILL`,
    );
    expect(ackedImages.length).toBeGreaterThanOrEqual(5);
    expect(ackedImages.length, 'the kill came before the twenty pushes ended').toBeLessThan(20);

    // No file in the store is partial: each hashes to its name.
    const stored: string[] = [];
    const root = path.join(blobDir, 'blobs', 'sha256');
    for (const prefix of fs.existsSync(root) ? fs.readdirSync(root) : []) {
      for (const hex of fs.readdirSync(path.join(root, prefix))) {
        stored.push(hex);
        expect(sha256(fs.readFileSync(path.join(root, prefix, hex))), `blob file ${hex}`).toBe(`sha256:${hex}`);
      }
    }

    const restarted: Running = startServer(env);
    cleanup.push(() => restarted.child.kill('SIGKILL'));
    const after = httpSend((await waitFor(restarted, /running at (http:\/\/\S+)/))[1]);
    for (const img of images) {
      for (const blob of [img.config, img.layer]) {
        const got = await after('GET', `/v2/${repo}/blobs/${sha256(blob)}`, auth);
        if (acked.has(sha256(blob))) expect(got.status, `acknowledged blob of ${img.tag}`).toBe(200);
        if (got.status === 200) expect(sha256(got.bytes!), `blob of ${img.tag} served whole`).toBe(sha256(blob));
        else expect(got.status).toBe(404);
      }
      const manifest = await after('GET', `/v2/${repo}/manifests/${img.tag}`, auth, undefined, {
        accept: 'application/vnd.oci.image.manifest.v1+json',
      });
      if (acked.has(img.tag)) expect(manifest.status, `acknowledged manifest ${img.tag}`).toBe(200);
      if (manifest.status === 200) {
        expect(manifest.text, img.tag).toBe(img.manifest.toString());
        expect(manifest.headers.get('docker-content-digest')).toBe(sha256(img.manifest));
      } else {
        expect(manifest.status).toBe(404);
      }
    }
    // What was cut off goes through when tried again (four at a time), and then all twenty are there.
    const retries = images.filter((i) => !acked.has(i.tag));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let img = retries.shift(); img; img = retries.shift()) await push(after, auth, repo, img, acked);
      }),
    );
    const tags = (await after('GET', `/v2/${repo}/tags/list`, auth)).json().tags as string[];
    expect(tags.filter((t) => t.startsWith('build-')).sort()).toEqual(images.map((i) => i.tag).sort());
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 300_000);
});
