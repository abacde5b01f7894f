// Digests (`algorithm:hex`) and the streams that hash and meter a body on its way to storage.
import crypto from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { digestInvalid, OciError } from './errors.js';

export type DigestAlgorithm = 'sha256' | 'sha512';

const HEX_LENGTH: Record<DigestAlgorithm, number> = { sha256: 64, sha512: 128 };

/** Any well-formed digest of the OCI grammar (what a reference may look like). */
const DIGEST_GRAMMAR = /^[a-z0-9]+(?:[+._-][a-z0-9]+)*:[a-zA-Z0-9=_-]+$/;

export const looksLikeDigest = (text: string) => DIGEST_GRAMMAR.test(text);

/** The algorithm of a digest this registry can verify (sha256, sha512), else DIGEST_INVALID. */
export function parseDigest(digest: string): { algorithm: DigestAlgorithm; hex: string } {
  const [algorithm, hex] = digest.split(':', 2);
  if ((algorithm === 'sha256' || algorithm === 'sha512') && hex && new RegExp(`^[a-f0-9]{${HEX_LENGTH[algorithm]}}$`).test(hex)) {
    return { algorithm, hex };
  }
  throw digestInvalid(`invalid digest: ${digest.slice(0, 200)}`, { digest: digest.slice(0, 200) });
}

export const isValidDigest = (digest: string) => {
  try {
    parseDigest(digest);
    return true;
  } catch {
    return false;
  }
};

export const digestOf = (bytes: Uint8Array, algorithm: DigestAlgorithm = 'sha256') =>
  `${algorithm}:${crypto.createHash(algorithm).update(bytes).digest('hex')}`;

/** Thrown when a body passes its size limit: nothing it wrote is kept. */
export const tooLarge = (limit: number) => new OciError(413, 'SIZE_INVALID', `content exceeds the limit of ${limit} bytes`);

/**
 * Passes bytes through, counting them and feeding the hashes (sha256 always, plus any other
 * algorithm asked for); fails with SIZE_INVALID past `limit`.
 */
export class HashMeter extends Transform {
  bytes = 0;
  private readonly hashes = new Map<DigestAlgorithm, crypto.Hash>();

  constructor(
    private readonly limit: number,
    algorithms: DigestAlgorithm[] = ['sha256'],
    existing?: Map<DigestAlgorithm, crypto.Hash>,
  ) {
    // Room for a megabyte on each side: the socket keeps flowing while the disk takes a write.
    super({ highWaterMark: 1024 * 1024 });
    for (const a of algorithms) this.hashes.set(a, existing?.get(a) ?? crypto.createHash(a));
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) return done(tooLarge(this.limit));
    for (const h of this.hashes.values()) h.update(chunk);
    done(null, chunk);
  }

  /** The running hashes (to carry on with the next chunk of an upload). */
  state(): Map<DigestAlgorithm, crypto.Hash> {
    return this.hashes;
  }

  digest(algorithm: DigestAlgorithm): string | undefined {
    const h = this.hashes.get(algorithm);
    return h && `${algorithm}:${h.copy().digest('hex')}`;
  }
}
