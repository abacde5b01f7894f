// What the registry reads in a manifest: its kind, the blobs and manifests it references, its
// subject and artifact type. The bytes themselves are stored and served unchanged.
import { isValidDigest } from './digest.js';
import { manifestInvalid } from './errors.js';

export const MEDIA_TYPES = {
  ociManifest: 'application/vnd.oci.image.manifest.v1+json',
  ociIndex: 'application/vnd.oci.image.index.v1+json',
  dockerManifest: 'application/vnd.docker.distribution.manifest.v2+json',
  dockerList: 'application/vnd.docker.distribution.manifest.list.v2+json',
  ociConfig: 'application/vnd.oci.image.config.v1+json',
  dockerConfig: 'application/vnd.docker.container.image.v1+json',
  ociEmpty: 'application/vnd.oci.empty.v1+json',
} as const;

export const isIndexType = (t: string) => t === MEDIA_TYPES.ociIndex || t === MEDIA_TYPES.dockerList;
export const isImageType = (t: string) => t === MEDIA_TYPES.ociManifest || t === MEDIA_TYPES.dockerManifest;

/** Layers a registry may not hold (Windows base layers): referenced by URL, not checked. */
const FOREIGN_LAYERS = new Set([
  'application/vnd.docker.image.rootfs.foreign.diff.tar.gzip',
  'application/vnd.oci.image.layer.nondistributable.v1.tar',
  'application/vnd.oci.image.layer.nondistributable.v1.tar+gzip',
  'application/vnd.oci.image.layer.nondistributable.v1.tar+zstd',
]);

export interface Descriptor {
  mediaType: string;
  digest: string;
  size: number;
  artifactType?: string;
  annotations?: Record<string, string>;
  platform?: { os?: string; architecture?: string; variant?: string };
  urls?: string[];
}

export interface ParsedManifest {
  mediaType: string;
  /** Blobs that must be in the repository (config and layers). */
  blobs: string[];
  /** Manifests that must be in the repository (an index's entries). */
  children: string[];
  /** The entries of an index, with their platforms. */
  entries: Descriptor[];
  config?: Descriptor;
  layers: Descriptor[];
  subject: string | null;
  artifactType: string | null;
  annotations: Record<string, string> | null;
}

function descriptor(value: unknown, where: string): Descriptor {
  if (typeof value !== 'object' || value === null) throw manifestInvalid(`${where} is not a descriptor`);
  const d = value as Record<string, unknown>;
  if (typeof d.mediaType !== 'string' || d.mediaType === '') throw manifestInvalid(`${where}.mediaType is missing`);
  if (typeof d.digest !== 'string' || !isValidDigest(d.digest)) throw manifestInvalid(`${where}.digest is not a valid digest`);
  if (typeof d.size !== 'number' || !Number.isSafeInteger(d.size) || d.size < 0) throw manifestInvalid(`${where}.size is not a size`);
  return d as unknown as Descriptor;
}

/**
 * Checks a manifest's JSON against its media type (`contentType`, the request's Content-Type, or
 * the document's own mediaType) and lists what it references.
 */
export function parseManifest(bytes: Uint8Array, contentType: string | undefined): ParsedManifest {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw manifestInvalid('not UTF-8 JSON');
  }
  let doc: Record<string, unknown>;
  try {
    doc = JSON.parse(text);
  } catch {
    throw manifestInvalid('not valid JSON');
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw manifestInvalid('not a JSON object');
  const declared = typeof doc.mediaType === 'string' ? doc.mediaType : undefined;
  const headerType = contentType?.split(';')[0].trim() || undefined;
  if (declared && headerType && declared !== headerType) {
    throw manifestInvalid(`its mediaType (${declared}) differs from the Content-Type (${headerType})`);
  }
  const mediaType = headerType ?? declared ?? (Array.isArray(doc.manifests) ? MEDIA_TYPES.ociIndex : MEDIA_TYPES.ociManifest);
  if (mediaType.includes('manifest.v1+prettyjws') || mediaType === 'application/vnd.docker.distribution.manifest.v1+json') {
    throw manifestInvalid('Docker schema 1 manifests are not supported; push with a current tool (schema 2 or OCI)');
  }
  if (doc.schemaVersion !== undefined && doc.schemaVersion !== 2) throw manifestInvalid('schemaVersion must be 2');

  const out: ParsedManifest = {
    mediaType,
    blobs: [],
    children: [],
    entries: [],
    layers: [],
    subject: null,
    artifactType: typeof doc.artifactType === 'string' ? doc.artifactType : null,
    annotations: doc.annotations && typeof doc.annotations === 'object' ? (doc.annotations as Record<string, string>) : null,
  };
  if (doc.subject !== undefined) out.subject = descriptor(doc.subject, 'subject').digest;

  if (isIndexType(mediaType) || (!isImageType(mediaType) && Array.isArray(doc.manifests))) {
    if (!Array.isArray(doc.manifests)) throw manifestInvalid('an index needs manifests');
    out.entries = doc.manifests.map((m, i) => descriptor(m, `manifests[${i}]`));
    out.children = [...new Set(out.entries.map((m) => m.digest))];
    return out;
  }
  if (isImageType(mediaType) || doc.config !== undefined || doc.layers !== undefined) {
    out.config = descriptor(doc.config, 'config');
    if (!Array.isArray(doc.layers)) throw manifestInvalid('an image manifest needs layers');
    out.layers = doc.layers.map((l, i) => descriptor(l, `layers[${i}]`));
    if (!out.artifactType && mediaType === MEDIA_TYPES.ociManifest) out.artifactType = out.config.mediaType;
    const needed = [out.config, ...out.layers.filter((l) => !FOREIGN_LAYERS.has(l.mediaType) || !l.urls?.length)];
    out.blobs = [...new Set(needed.map((d) => d.digest))];
    return out;
  }
  if (!out.artifactType) throw manifestInvalid(`unknown manifest type ${mediaType}`);
  return out;
}

/** Whether an Accept header takes `mediaType` (no header takes anything). */
export function accepts(accept: string | undefined, mediaType: string): boolean {
  if (!accept || !accept.trim()) return true;
  return accept.split(',').some((part) => {
    const type = part.split(';')[0].trim();
    return type === mediaType || type === '*/*' || type === `${mediaType.split('/')[0]}/*`;
  });
}
