// A consumer app's folder as another team would have it: the packed tarballs of ui and api-client
// unpacked into node_modules, and their dependencies linked from the workspace's store (what
// `npm install` would fetch). Shared by check-sizes.mjs and check-consumer.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packages = { '@agent-registry/api-client': 'packages/api-client', '@agent-registry/ui': 'packages/ui' };

/** Makes the folder; `extra` are more packages to link from the workspace (test tools). */
export function installConsumer({ extra = [] } = {}) {
  const consumer = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-consumer-'));
  const modules = path.join(consumer, 'node_modules');
  fs.mkdirSync(path.join(modules, '@agent-registry'), { recursive: true });

  // 1. The tarballs, as npm would unpack them.
  for (const [name, dir] of Object.entries(packages)) {
    const before = new Set(fs.readdirSync(consumer));
    execFileSync('pnpm', ['pack', '--pack-destination', consumer], { cwd: path.join(root, dir), stdio: 'ignore' });
    const tarball = fs.readdirSync(consumer).find((file) => file.endsWith('.tgz') && !before.has(file));
    const target = path.join(modules, name);
    fs.mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(consumer, tarball), '-C', target, '--strip-components=1']);
  }

  // 2. Their dependencies, linked from the workspace's store.
  const linked = new Set();
  const link = (dep, dirs) => {
    if (dep.startsWith('@agent-registry/') || linked.has(dep)) return;
    // pnpm links each package's direct dependencies into its own node_modules.
    const from = [...dirs, 'packages/registry-app', '.'].map((d) => path.join(root, d, 'node_modules', dep)).find((p) => fs.existsSync(p));
    fs.mkdirSync(path.dirname(path.join(modules, dep)), { recursive: true });
    fs.symlinkSync(fs.realpathSync(from), path.join(modules, dep), 'dir');
    linked.add(dep);
  };
  for (const dir of Object.values(packages)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    for (const dep of [...Object.keys(manifest.dependencies ?? {}), 'react', 'react-dom']) link(dep, [dir]);
  }
  for (const dep of extra) link(dep, []);
  return consumer;
}
