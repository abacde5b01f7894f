// Fails when schema.ts has changes that no migration carries: drizzle-kit diffs schema.ts against
// the latest snapshot in drizzle/meta, in a scratch copy of the folder, and must find nothing to
// write. (test/schemaMigrations.test.ts checks the other half: the migrated database matches
// schema.ts.) The copy sits inside the package because drizzle-kit wants a relative `out`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(pkg, '.migrations-check-'));
const out = path.join(scratch, 'drizzle');
const config = path.join(scratch, 'drizzle.config.mjs');
const sqlFiles = (dir) => fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));

try {
  fs.cpSync(path.join(pkg, 'drizzle'), out, { recursive: true });
  fs.writeFileSync(
    config,
    `export default ${JSON.stringify({ dialect: 'postgresql', schema: './src/db/schema.ts', out: `./${path.relative(pkg, out)}` })};\n`,
  );
  const before = new Set(sqlFiles(out));
  const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'pending'], { cwd: pkg, encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error('drizzle-kit generate failed');
  }
  const pending = sqlFiles(out).filter((f) => !before.has(f));
  if (pending.length > 0) {
    process.stderr.write(fs.readFileSync(path.join(out, pending[0]), 'utf8'));
    console.error('\nschema.ts has changes no migration carries (above). Run `pnpm --filter @agent-registry/server db:generate`.');
    process.exitCode = 1;
  } else {
    console.log('Migrations and their snapshot match schema.ts.');
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
