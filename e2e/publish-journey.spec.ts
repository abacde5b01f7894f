import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { validateAgentManifest } from '../packages/api-client/src/contract/publishRules';
import { signIn, signUpAndConfirm } from './journey';
import { agentYaml, deleteAgent, publishAndYankVersion, publishFromPastedYaml } from './publish';
import { codeFromServerLog } from './serverLog';

test('a new user publishes an agent.yaml, finds it, pulls it with a PAT, versions, yanks and deletes it', async ({
  page,
  request,
}, info) => {
  const stamp = Date.now();
  const email = `publisher-${stamp}@example.com`;
  const slug = `quokka-guide-${stamp}`;
  await signUpAndConfirm(page, email, { readCode: codeFromServerLog, info });
  await signIn(page, email, info);

  const ref = await publishFromPastedYaml(page, info, slug);

  // Anyone finds it by search.
  await page.goto(`/search?q=${encodeURIComponent('quokka')}`);
  await expect(page.getByRole('link', { name: new RegExp(slug) }).first()).toBeVisible();

  // The CLI's path: a PAT from the settings page, then the download from Node.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Generate Token' }).click();
  const token = (await page
    .locator('code')
    .filter({ hasText: /^[0-9a-f]{64}$/ })
    .first()
    .textContent())!.trim();
  const answer = await request.get(`/api/agents/${encodeURIComponent(ref)}/download`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.version).toBe('1.0.0');
  // What the CLI writes out is the file as published, and it passes the CLI's own checks.
  expect(body.agent_yaml).toBe(agentYaml(slug, '1.0.0'));
  expect(validateAgentManifest(parse(body.agent_yaml))).toEqual({});

  await page.goto(`/agents/${ref}`);
  await publishAndYankVersion(page, info, slug);
  const latest = await (
    await request.get(`/api/agents/${encodeURIComponent(ref)}/download`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  expect(latest.version).toBe('1.0.0');

  await deleteAgent(page, info, slug);
  expect((await request.get(`/api/agents/${encodeURIComponent(ref)}`)).status()).toBe(404);
});
