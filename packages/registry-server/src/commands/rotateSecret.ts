import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { isInside, type Config } from '../config.js';
import type { DbHandle } from '../db/client.js';
import { personalAccessTokens, verificationCodes } from '../db/schema.js';
import { SecretBox } from '../lib/crypto.js';

export interface RotationResult {
  /** Stored tokens re-encrypted under the new key. */
  tokens: number;
  /** Pending email codes discarded (their MACs used the old key; users ask for a new code). */
  codes: number;
}

/**
 * Re-encrypts every stored personal access token under a new server secret, in one transaction:
 * either all tokens move to the new key or none does. Tokens keep working throughout (they are
 * looked up by hash); only revealing them needs the key.
 */
export async function rotateServerSecret(db: DbHandle, oldSecret: string, newSecret: string): Promise<RotationResult> {
  if (newSecret.length < 32) throw new Error('The new secret must be at least 32 characters long');
  if (newSecret === oldSecret) throw new Error('The new secret is the same as the current one');
  const from = new SecretBox(oldSecret);
  const to = new SecretBox(newSecret);
  return db.db.transaction(async (tx) => {
    const rows = await tx
      .select({ userId: personalAccessTokens.userId, ciphertext: personalAccessTokens.ciphertext })
      .from(personalAccessTokens);
    for (const row of rows) {
      let plain: string;
      try {
        plain = from.decrypt(row.ciphertext, row.userId);
      } catch {
        throw new Error(
          `A stored token (user ${row.userId}) does not open with the current secret: is this the secret the server runs with?`,
        );
      }
      await tx
        .update(personalAccessTokens)
        .set({ ciphertext: to.encrypt(plain, row.userId) })
        .where(eq(personalAccessTokens.userId, row.userId));
    }
    const codes = await tx.delete(verificationCodes).returning({ userId: verificationCodes.userId });
    return { tokens: rows.length, codes: codes.length };
  });
}

/** Reads the new secret for `rotate-secret`: NEW_SERVER_SECRET, or the file after --new-secret-file. */
export function readNewSecret(argv: string[], env: NodeJS.ProcessEnv): { secret: string; file?: string } {
  const at = argv.indexOf('--new-secret-file');
  if (at >= 0) {
    const file = argv[at + 1];
    if (!file) throw new Error('--new-secret-file needs a path');
    return { secret: fs.readFileSync(path.resolve(file), 'utf8').trim(), file: path.resolve(file) };
  }
  const fromEnv = env.NEW_SERVER_SECRET?.trim();
  if (fromEnv) return { secret: fromEnv };
  throw new Error('Give the new secret: --new-secret-file <path> (outside DATA_DIR), or NEW_SERVER_SECRET');
}

/** What to tell the operator after a rotation. */
export function rotationReport(result: RotationResult, config: Config, newFile?: string): string {
  const lines = [
    `Re-encrypted ${result.tokens} personal access token(s) under the new secret; discarded ${result.codes} pending email code(s).`,
    newFile
      ? `Start the server with SERVER_SECRET_FILE=${newFile} (and on every instance).`
      : 'Start the server with SERVER_SECRET set to the new secret (the same on every instance).',
  ];
  if (newFile && isInside(newFile, config.dataDir)) {
    lines.push('Warning: the new secret file is inside DATA_DIR, so a copy of DATA_DIR can still decrypt the tokens.');
  }
  if (config.serverSecretSource.kind === 'data-dir') {
    lines.push(`Then delete the old secret, ${config.serverSecretSource.file}: it no longer opens anything.`);
  }
  return lines.join('\n');
}
