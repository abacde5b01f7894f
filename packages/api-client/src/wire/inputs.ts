// The small inputs of the publishing calls checked before sending, without zod: a version in a
// path, the download query, a yank reason and a deprecation message (VersionParamsSchema,
// AgentDownloadQuerySchema, AgentYankSchema, AgentDeprecateSchema; wire.test.ts holds them to the
// same verdicts). The large bodies (create, update, publish) are checked by the contract's own
// schemas, loaded on first use like the other write calls.
import { VALIDATION_MESSAGES as M } from '../contract/messages';
import { NOTICE_MAX_LENGTH } from '../contract/publishing';
import { object, optional, parser, rule, string, type Check } from './check';

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
