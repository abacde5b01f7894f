// Errors of the OCI Distribution API: `{"errors":[{"code","message","detail"}]}` with the spec's codes.

export type OciErrorCode =
  | 'BLOB_UNKNOWN'
  | 'BLOB_UPLOAD_INVALID'
  | 'BLOB_UPLOAD_UNKNOWN'
  | 'DIGEST_INVALID'
  | 'MANIFEST_BLOB_UNKNOWN'
  | 'MANIFEST_INVALID'
  | 'MANIFEST_UNKNOWN'
  | 'NAME_INVALID'
  | 'NAME_UNKNOWN'
  | 'SIZE_INVALID'
  | 'TAG_INVALID'
  | 'UNAUTHORIZED'
  | 'DENIED'
  | 'UNSUPPORTED'
  | 'TOOMANYREQUESTS';

const MESSAGES: Record<OciErrorCode, string> = {
  BLOB_UNKNOWN: 'blob unknown to registry',
  BLOB_UPLOAD_INVALID: 'blob upload invalid',
  BLOB_UPLOAD_UNKNOWN: 'blob upload unknown to registry',
  DIGEST_INVALID: 'provided digest did not match uploaded content',
  MANIFEST_BLOB_UNKNOWN: 'manifest references a manifest or blob unknown to registry',
  MANIFEST_INVALID: 'manifest invalid',
  MANIFEST_UNKNOWN: 'manifest unknown to registry',
  NAME_INVALID: 'invalid repository name',
  NAME_UNKNOWN: 'repository name not known to registry',
  SIZE_INVALID: 'provided length did not match content length',
  TAG_INVALID: 'manifest tag did not match URI',
  UNAUTHORIZED: 'authentication required',
  DENIED: 'requested access to the resource is denied',
  UNSUPPORTED: 'the operation is unsupported',
  TOOMANYREQUESTS: 'too many requests',
};

export class OciError extends Error {
  constructor(
    readonly status: number,
    readonly code: OciErrorCode,
    message?: string,
    readonly detail?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? MESSAGES[code]);
    this.name = 'OciError';
  }

  body(): string {
    const error: Record<string, unknown> = { code: this.code, message: this.message };
    if (this.detail !== undefined) error.detail = this.detail;
    return JSON.stringify({ errors: [error] });
  }
}

export const blobUnknown = (digest: string) => new OciError(404, 'BLOB_UNKNOWN', undefined, { digest });
export const manifestUnknown = (reference: string) => new OciError(404, 'MANIFEST_UNKNOWN', undefined, { reference });
export const uploadUnknown = () => new OciError(404, 'BLOB_UPLOAD_UNKNOWN');
export const digestInvalid = (message?: string, detail?: unknown) => new OciError(400, 'DIGEST_INVALID', message, detail);
export const nameInvalid = (name: string, message?: string) => new OciError(400, 'NAME_INVALID', message, { name });
export const nameUnknown = (name: string) => new OciError(404, 'NAME_UNKNOWN', undefined, { name });
export const manifestInvalid = (message: string) => new OciError(400, 'MANIFEST_INVALID', message);
export const unsupported = (message?: string) => new OciError(405, 'UNSUPPORTED', message);
export const denied = (message?: string) => new OciError(403, 'DENIED', message);
export const sizeInvalid = (message?: string) => new OciError(400, 'SIZE_INVALID', message);
