import crypto from 'node:crypto';

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value, 'utf8').digest('hex');
}

/** 256-bit random token, base64url (43 characters): a session token. */
export function randomSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** 256-bit random token as 64 lowercase hex characters: a personal access token. */
export function randomPat(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** A 6-digit code from a CSPRNG, zero-padded. */
export function randomCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function timingSafeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && ab.length > 0 && crypto.timingSafeEqual(ab, bb);
}

/** Keys derived from the server secret, one per purpose. */
export class SecretBox {
  private readonly encKey: Buffer;
  private readonly macKey: Buffer;

  constructor(serverSecret: string) {
    const ikm = Buffer.from(serverSecret, 'utf8');
    const salt = Buffer.from('agent-registry/v1', 'utf8');
    this.encKey = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, 'pat-encryption', 32));
    this.macKey = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, 'code-mac', 32));
  }

  /** HMAC-SHA256 (hex) of a value, for codes that must not be stored in the clear. */
  mac(value: string): string {
    return crypto.createHmac('sha256', this.macKey).update(value, 'utf8').digest('hex');
  }

  /** AES-256-GCM; `aad` binds the ciphertext to its owner. Output: base64url(iv | tag | data). */
  encrypt(plain: string, aad: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.encKey, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
  }

  decrypt(box: string, aad: string): string {
    const raw = Buffer.from(box, 'base64url');
    const iv = raw.subarray(0, 12);
    const tag = raw.subarray(12, 28);
    const data = raw.subarray(28);
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.encKey, iv);
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }
}
