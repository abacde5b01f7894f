import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { usernameFromEmail } from '../packages/api-client/src/contract/normalize';
import { registryPort } from '../playwright.config';
import { codeFromServerLog } from './serverLog';

// Container tools against the registry's OCI API: buildah builds, skopeo and podman push with a
// CLI token, anyone pulls a public agent, nobody else pulls a private one, versions are immutable,
// and the pushed version shows on the agent's page.

const host = `127.0.0.1:${registryPort}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oci-e2e-'));
const storage = ['--root', path.join(work, 'root'), '--runroot', path.join(work, 'runroot'), '--storage-driver', 'vfs'];
const env = { ...process.env, CONTAINERS_REGISTRIES_CONF: path.join(work, 'registries.conf') };
fs.writeFileSync(env.CONTAINERS_REGISTRIES_CONF, `[[registry]]\nlocation = "${host}"\ninsecure = true\n`);

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** What a command says when it fails (its stderr), or undefined when it succeeds. */
function failure(cmd: string, args: string[]): string | undefined {
  try {
    run(cmd, args);
    return undefined;
  } catch (err) {
    return String((err as { stderr?: string }).stderr ?? err);
  }
}

/** Builds `tag` the way `agent build` lays an agent out: the project, agent.yaml and README, in /app. */
function build(tag: string, files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(work, 'project-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const container = run('buildah', [...storage, 'from', 'scratch']).trim();
  run('buildah', [...storage, 'copy', container, dir, '/app']);
  run('buildah', [...storage, 'config', '--workingdir', '/app', '--os', 'linux', '--arch', 'amd64', container]);
  run('buildah', [...storage, 'commit', '-q', container, tag]);
}

const agentYaml = (slug: string, version: string) =>
  `apiVersion: agent.dev/v1\nkind: Agent\nmetadata:\n  name: ${slug}\n  version: ${version}\n  description: Walks quokkas home\n` +
  'spec:\n  runtime: python\n  model:\n    provider: openai\n    name: gpt-4o-mini\n';

/** Signs a user up through the API (the code from the server's log) and makes their CLI token. */
async function userWithToken(request: APIRequestContext, page: Parameters<typeof codeFromServerLog>[0], email: string) {
  const password = 'Secret123!';
  expect((await request.post('/api/auth/register', { data: { email, password, name: 'Image Pusher' } })).status()).toBe(201);
  const code = await codeFromServerLog(page, email);
  expect((await request.post('/api/auth/confirm-email', { data: { email, confirmation_code: code } })).status()).toBe(200);
  const session = (await (await request.post('/api/auth/login', { data: { email, password } })).json()).token as string;
  const pat = (await (await request.post('/api/users/pat/generate', { headers: { Authorization: `Bearer ${session}` } })).json())
    .pat as string;
  return { username: usernameFromEmail(email), pat };
}

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('buildah builds, skopeo and podman push with a token, anyone pulls a public agent, versions stay immutable', async ({
  page,
  request,
}, info) => {
  const stamp = Date.now();
  const owner = await userWithToken(request, page, `oci-${stamp}@example.com`);
  const other = await userWithToken(request, page, `oci-other-${stamp}@example.com`);
  const slug = `quokka-walker-${stamp}`;
  const repo = `${host}/${owner.username}/${slug}`;
  const creds = `${owner.username}:${owner.pat}`;

  build(`localhost/${slug}:1.0.0`, { 'agent.yaml': agentYaml(slug, '1.0.0'), 'README.md': '# Quokka walker\n\nWalks quokkas home.\n' });
  // skopeo pushes the version tag: the registry publishes version 1.0.0 from the agent.yaml inside.
  const layout = path.join(work, 'layout');
  run('buildah', [...storage, 'push', '-q', `localhost/${slug}:1.0.0`, `oci:${layout}:1.0.0`]);
  run('skopeo', ['copy', '-q', '--dest-tls-verify=false', '--dest-creds', creds, `oci:${layout}:1.0.0`, `docker://${repo}:1.0.0`]);
  // podman pushes another tag of the same agent; `latest` moves freely.
  run('podman', [...storage, 'push', '-q', '--tls-verify=false', '--creds', creds, `localhost/${slug}:1.0.0`, `docker://${repo}:edge`]);

  const version = await (await request.get(`/api/agents/${owner.username}%2F${slug}/versions/1.0.0`)).json();
  expect(version.agent_yaml).toBe(agentYaml(slug, '1.0.0'));
  expect(version.readme).toContain('Walks quokkas home.');
  expect(version.image.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
  expect(version.image.platforms).toEqual(['linux/amd64']);

  // Anyone pulls the public agent, by version and as latest.
  const pulled = JSON.parse(run('skopeo', ['inspect', '--tls-verify=false', `docker://${repo}:1.0.0`]));
  expect(pulled.Digest).toBe(version.image.digest);
  const latest = JSON.parse(run('skopeo', ['inspect', '--tls-verify=false', `docker://${repo}:latest`]));
  expect(latest.Digest).toBe(version.image.digest);
  run('podman', [
    '--root',
    path.join(work, 'pull-root'),
    '--runroot',
    path.join(work, 'pull-runroot'),
    '--storage-driver',
    'vfs',
    'pull',
    '-q',
    '--tls-verify=false',
    `${repo}:1.0.0`,
  ]);

  // A different image for the same version is refused, and says what to do.
  build(`localhost/${slug}:changed`, { 'agent.yaml': agentYaml(slug, '1.0.0'), 'README.md': '# Changed\n' });
  const refused = failure('podman', [
    ...storage,
    'push',
    '--tls-verify=false',
    '--creds',
    creds,
    `localhost/${slug}:changed`,
    `docker://${repo}:1.0.0`,
  ]);
  expect(refused).toContain('versions are immutable');
  expect(refused).toContain('Publish a new version');

  // Nobody else pushes into the owner's namespace.
  const intruder = failure('skopeo', [
    'copy',
    '-q',
    '--dest-tls-verify=false',
    '--dest-creds',
    `${other.username}:${other.pat}`,
    `oci:${layout}:1.0.0`,
    `docker://${repo}:2.0.0`,
  ]);
  expect(intruder).toMatch(/denied|unauthorized/i);

  // Private: the owner still pulls; anonymous callers and other users are refused.
  const agent = await (await request.get(`/api/agents/${owner.username}%2F${slug}`)).json();
  const made = await request.put(`/api/agents/${agent.id}`, {
    headers: { Authorization: `Bearer ${owner.pat}` },
    data: { visibility: 'private' },
  });
  expect(made.status()).toBe(200);
  expect(failure('skopeo', ['inspect', '--tls-verify=false', `docker://${repo}:1.0.0`])).toMatch(/unauthorized|authentication required/i);
  expect(
    failure('skopeo', ['inspect', '--tls-verify=false', '--creds', `${other.username}:${other.pat}`, `docker://${repo}:1.0.0`]),
  ).toMatch(/denied/i);
  expect(JSON.parse(run('skopeo', ['inspect', '--tls-verify=false', '--creds', creds, `docker://${repo}:1.0.0`])).Digest).toBe(
    version.image.digest,
  );
  await request.put(`/api/agents/${agent.id}`, { headers: { Authorization: `Bearer ${owner.pat}` }, data: { visibility: 'public' } });

  // The version, its agent.yaml and README are on the agent's page.
  await page.goto(`/agents/${owner.username}/${slug}`);
  await expect(page.getByRole('combobox', { name: 'Version' })).toContainText('1.0.0');
  await expect(page.getByRole('tabpanel', { name: 'README' }).getByRole('heading', { name: 'Quokka walker' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Manifest' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Manifest' })).toContainText(`name: ${slug}`, { timeout: 30_000 });

  // The version's image panel, at a desktop's and a phone's width, light and dark: the pull
  // commands with this registry's host, the digest pushed, nothing wider than the screen.
  // E2E_SHOTS_DIR, when set, receives a copy of each screenshot.
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/agents/${owner.username}/${slug}`);
      const panel = page.getByRole('region', { name: 'Image of version 1.0.0' });
      await expect(panel).toBeVisible({ timeout: 30_000 });
      await expect(panel).toContainText(`docker pull ${repo}:1.0.0`);
      await expect(panel).toContainText(version.image.digest);
      await expect(panel).toContainText('linux/amd64');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `${width} px ${theme}`,
      ).toBeLessThanOrEqual(0);
      const box = (await panel.boundingBox())!;
      expect(box.x + box.width, `the panel fits ${width} px (${theme})`).toBeLessThanOrEqual(width);
      const file = info.outputPath(`version-image-${width}-${theme}.png`);
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: file });
      if (process.env.E2E_SHOTS_DIR) {
        fs.mkdirSync(process.env.E2E_SHOTS_DIR, { recursive: true });
        fs.copyFileSync(file, path.join(process.env.E2E_SHOTS_DIR, path.basename(file)));
      }
    }
  }
});
