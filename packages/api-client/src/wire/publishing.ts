// The publishing calls' checks, without zod, in a module of their own that the client loads on
// first use (the first page a visitor opens never pays for them): the small inputs checked before
// sending (a version in a path, the download query, a yank reason, a deprecation message) and the
// answers (a version, the version list, the manifest, a deletion). wire.test.ts holds them to
// the contract's verdicts. The large bodies (create, update, publish) are checked by the
// contract's own schemas, loaded on first use like the other write calls.
import { VALIDATION_MESSAGES as M } from '../contract/messages';
import { NOTICE_MAX_LENGTH } from '../contract/constants';
import type { AgentDeleteResponse, AgentManifestResponse, AgentVersion, AgentVersionListResponse } from '../contract/schemas';
import { array, boolean, expected, int, issue, nullable, object, optional, parser, rule, string, type Check } from './check';
import { agent } from './parsers';

/** z.literal(value) */
export const literal =
  <T extends string>(expectedValue: T): Check<T> =>
  (value, path, issues) =>
    value === expectedValue ? expectedValue : issue(issues, path, `Invalid input: expected ${JSON.stringify(expectedValue)}`);

/** z.record(z.string(), z.unknown()): any JSON object, kept whole. */
export const record: Check<Record<string, unknown>> = (value, path, issues) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : issue(issues, path, expected('record', value));

/** z.string().trim().min(min, tooSmall).max(max, tooBig), in zod's words unless given others. */
const trimmed =
  (min: number, max: number, messages: { tooSmall?: string; tooBig?: string } = {}): Check<string> =>
  (value, path, issues) => {
    const checked = string(value, path, issues);
    if (checked === undefined) return checked;
    const result = checked.trim();
    if (result.length < min) rule(issues, path, messages.tooSmall ?? `Too small: expected string to have >=${min} characters`);
    if (result.length > max) rule(issues, path, messages.tooBig ?? `Too big: expected string to have <=${max} characters`);
    return result;
  };

const notice = trimmed(1, NOTICE_MAX_LENGTH, { tooSmall: M.fieldRequired, tooBig: `At most ${NOTICE_MAX_LENGTH} characters` });

/** VersionParamsSchema: the agent and version of the calls on one version. */
export const VersionParamsParser = parser(
  object({ id: trimmed(1, Infinity, { tooSmall: M.fieldRequired }), version: trimmed(1, 128, { tooSmall: M.fieldRequired }) }, undefined, true),
);

/** AgentDownloadQuerySchema */
export const AgentDownloadQueryParser = parser(object({ version: optional(trimmed(1, 128)) }, undefined, true));

/** AgentYankSchema */
export const AgentYankParser = parser(object({ reason: notice }, undefined, true));

/** AgentDeprecateSchema */
export const AgentDeprecateParser = parser(object({ message: notice }, undefined, true));

/** AgentVersionSchema (`agent_yaml` and `readme` come with one version only). */
const agentVersion: Check<AgentVersion> = object({
  version: string,
  digest: string,
  changelog: string,
  published_at: string,
  published_by: nullable(string),
  download_count: int(0),
  prerelease: boolean,
  yanked: boolean,
  yank_reason: nullable(string),
  yanked_at: nullable(string),
  agent_yaml: optional(string),
  readme: optional(string),
});

export const AgentVersionParser = parser(agentVersion);

/** AgentVersionListResponseSchema */
export const AgentVersionListParser = parser<AgentVersionListResponse>(
  object({ data: array(agentVersion), current_version: nullable(string) }),
);

/** AgentManifestResponseSchema */
export const AgentManifestParser = parser<AgentManifestResponse>(
  object({
    format: literal('agent-registry.manifest/v1'),
    agent,
    version: string,
    digest: string,
    yanked: boolean,
    manifest: record,
    agent_yaml: string,
    downloaded_at: string,
  }),
);

/** AgentDeleteResponseSchema */
export const AgentDeleteParser = parser<AgentDeleteResponse>(object({ message: string, id: string }));
