// Publishing (the server's versions service): a new agent with its first version, new versions,
// yanking, deprecating, reading versions and downloading an agent.yaml.
import type * as z from 'zod/mini';
import {
  AGENT_API_MESSAGES,
  AgentCreateSchema,
  AgentDeprecateSchema,
  AgentDownloadQuerySchema,
  AgentPublishSchema,
  AgentYankSchema,
  ERROR_CODES,
  PUBLISH_MESSAGES,
  compareVersions,
  currentVersionOf,
  toAgentSlug,
  usernameFromEmail,
  versionExistsMessage,
  type Agent,
} from '../../contract';
import { created, fail, isAnswer, ok, parse, randomUuid, type Answer, type Handler } from '../answers';
import {
  agentFor,
  agentNotFound,
  authenticate,
  owned,
  save,
  signedInWith,
  versionNotFound,
  viewerOf,
  withQuery,
  type SimulatedContext,
} from '../context';
import { countDailyDownload } from '../engagement';
import { mayPublishInto } from '../orgs';
import {
  clip,
  countDownload,
  findAgent,
  isProblem,
  manifestOf,
  metadataTags,
  readAgentFile,
  refreshCurrentVersion,
  versionJson,
  type AgentFile,
  type CatalogueEntry,
} from '../publishing';
import { sha256Hex } from '../sha256';
import type { SimulatedVersion } from '../store';
import type { RouteHandlers } from './table';

const manifestFailure = (problem: { message: string; fields: Record<string, string> }) =>
  fail(400, ERROR_CODES.validation, problem.message, problem.fields);

function newVersion(
  read: AgentFile,
  body: { readme?: string | undefined; changelog?: string | undefined },
  publisher: string,
): SimulatedVersion {
  return {
    version: read.version,
    digest: sha256Hex(read.text),
    changelog: body.changelog ?? '',
    published_at: new Date().toISOString(),
    published_by: publisher,
    download_count: 0,
    yanked: false,
    yank_reason: null,
    yanked_at: null,
    agent_yaml: read.text,
    readme: body.readme ?? '',
    // An image comes only through the registry's OCI API, which the simulated backend has not.
    image: null,
  };
}

export function versionRoutes(ctx: SimulatedContext) {
  const { builtIn } = ctx;

  /**
   * A call on one's own agent that sets a notice (a POST, the notice read from its body with
   * `schema`) or clears it (a DELETE: null): the 401, then the 400, then the 404 or 403. `change`
   * applies it and gives the 200's body (or a refusal); the state is saved here.
   */
  const noticeCall =
    <T>(
      set: boolean,
      schema: z.ZodMiniType<T>,
      noticeOf: (data: T) => string,
      change: (entry: CatalogueEntry, notice: string | null, params: Record<string, string>) => object | Answer,
    ): Handler =>
    ({ body, token, params }, state) => {
      const user = authenticate(ctx, state, token);
      if (isAnswer(user)) return user;
      let notice: string | null = null;
      if (set) {
        const input = parse(schema, body);
        if ('answer' in input) return input.answer;
        notice = noticeOf(input.data);
      }
      const entry = owned(ctx, state, params.id!, user);
      if (isAnswer(entry)) return entry;
      const changed = change(entry, notice, params);
      return isAnswer(changed) ? changed : save(ctx, state, ok(changed));
    };

  /** POST (yank) or DELETE (unyank) /agents/{id}/versions/{version}/yank */
  const yankCall = (yank: boolean): Handler =>
    noticeCall(
      yank,
      AgentYankSchema,
      (data) => data.reason,
      (entry, reason, params) => {
        const version = entry.versions.find((v) => v.version === params.version);
        if (!version) return versionNotFound();
        // Yanking again keeps the first yank's time and takes the new reason.
        version.yanked_at = yank ? (version.yanked_at ?? new Date().toISOString()) : null;
        version.yanked = yank;
        version.yank_reason = reason;
        refreshCurrentVersion(entry.agent, entry.versions);
        return versionJson(version);
      },
    );

  /** POST (deprecate, with the message shown) or DELETE (undeprecate) /agents/{id}/deprecate */
  const deprecateCall = (deprecate: boolean): Handler =>
    noticeCall(
      deprecate,
      AgentDeprecateSchema,
      (data) => data.message,
      (entry, message) => {
        entry.agent.deprecation_message = message;
        entry.agent.updated_at = new Date().toISOString();
        return entry.agent;
      },
    );

  return {
    /**
     * A new agent and its first version, named `<namespace>/<metadata.name>`. Without agent_yaml or
     * manifest (a legacy caller), the agent.yaml is made from name, current_version, description and
     * tags, and the CLI's rules then say what it lacks.
     */
    createAgent: signedInWith(ctx, AgentCreateSchema, (user, data, _request, state) => {
      const legacy: Record<string, unknown> = { version: data.current_version || '1.0.0' };
      if (data.name !== undefined) legacy.name = toAgentSlug(data.name);
      if (data.description) legacy.description = data.description;
      if (data.tags?.length) legacy.tags = data.tags;
      const file = readAgentFile(data, legacy);
      if (isProblem(file)) return manifestFailure(file);
      if (data.current_version && data.current_version !== file.version) {
        const message = AGENT_API_MESSAGES.currentVersionMismatch(file.version);
        return fail(400, ERROR_CODES.validation, message, { current_version: message });
      }
      const namespace = data.namespace ?? usernameFromEmail(user.email);
      if (!mayPublishInto(state, user, namespace)) {
        const message = AGENT_API_MESSAGES.namespaceForbidden(namespace);
        return fail(403, ERROR_CODES.forbidden, message, { namespace: message });
      }
      const ref = `${namespace}/${file.name}`;
      const taken = [...Object.values(state.agents).map((entry) => entry.agent), ...builtIn.agents].some(
        (agent) => `${agent.namespace}/${agent.slug}`.toLowerCase() === ref.toLowerCase(),
      );
      if (taken) {
        const message = PUBLISH_MESSAGES.nameTaken(ref);
        return fail(409, ERROR_CODES.conflict, message, { 'metadata.name': message });
      }
      const version = newVersion(file, data, namespace);
      const id = randomUuid();
      const agent: Agent = {
        id,
        owner_id: user.id,
        name: clip(data.name ?? file.displayName, 100) || file.name,
        description: data.description ?? clip(file.description, 5000) ?? '',
        author: namespace,
        author_name: data.author_name || clip(file.author, 100) || user.name,
        rating: 0,
        download_count: 0,
        views: 0,
        star_count: 0,
        category: data.category,
        featured: false,
        visibility: data.visibility ?? 'public',
        status: 'published',
        current_version: file.version,
        tags: data.tags ?? metadataTags(file.tags) ?? [],
        repository_url: data.repository_url || null,
        documentation_url: data.documentation_url || null,
        created_at: version.published_at,
        updated_at: version.published_at,
        namespace,
        slug: file.name,
        deprecation_message: null,
        takedown: null,
      };
      state.agents[id] = { agent, versions: [version] };
      return save(ctx, state, created(agent));
    }),

    /** A new version under the same metadata.name, never one published before. */
    publishVersion: signedInWith(ctx, AgentPublishSchema, (user, data, { params }, state) => {
      const entry = owned(ctx, state, params.id!, user);
      if (isAnswer(entry)) return entry;
      if (data.agent_yaml === undefined && !data.manifest) {
        return fail(400, ERROR_CODES.validation, AGENT_API_MESSAGES.noAgentYaml, { agent_yaml: AGENT_API_MESSAGES.noAgentYaml });
      }
      const slug = entry.agent.slug ?? '';
      const file = readAgentFile(data, { name: slug });
      if (isProblem(file)) return manifestFailure(file);
      if (file.name !== slug) {
        const message = PUBLISH_MESSAGES.nameMismatch(slug);
        return fail(400, ERROR_CODES.validation, message, { 'metadata.name': message });
      }
      // 1.0.0 and 1.0.0+build.2 are one version in semantic-version order: one of them only.
      const same = entry.versions.find((v) => compareVersions(v.version, file.version) === 0);
      if (same) {
        const message = versionExistsMessage(file.version, same.version);
        return fail(409, ERROR_CODES.conflict, message, { 'metadata.version': message });
      }
      const version = newVersion(file, data, usernameFromEmail(user.email));
      entry.versions.push(version);
      refreshCurrentVersion(entry.agent, entry.versions, file);
      return save(ctx, state, created(versionJson(version, true)));
    }),

    listVersions: ({ params, token }, state) => {
      const entry = agentFor(ctx, state, params.id!, token);
      if (!entry) return agentNotFound();
      const data = [...entry.versions].sort((a, b) => compareVersions(b.version, a.version)).map((v) => versionJson(v));
      return ok({ data, current_version: currentVersionOf(entry.versions) });
    },

    getVersion: ({ params, token }, state) => {
      const entry = agentFor(ctx, state, params.id!, token);
      if (!entry) return agentNotFound();
      const found = entry.versions.find((v) => v.version === params.version);
      return found ? ok(versionJson(found, true)) : versionNotFound();
    },

    yankVersion: yankCall(true),
    unyankVersion: yankCall(false),
    deprecateAgent: deprecateCall(true),
    undeprecateAgent: deprecateCall(false),

    /** A version's agent.yaml as published; counts a download. */
    downloadAgent: withQuery(AgentDownloadQuerySchema, (query, { params, token }, state) => {
      const ref = params.id!;
      const viewerId = viewerOf(state, token)?.id ?? null;
      const entry = findAgent(state, builtIn, ref, viewerId);
      if (!entry) return agentNotFound();
      const wanted = query.version;
      // By number, even a yanked version; else the current one, unless it is yanked too.
      const version =
        wanted !== undefined
          ? entry.versions.find((v) => v.version === wanted)
          : entry.versions.find((v) => v.version === entry.agent.current_version && !v.yanked);
      if (!version) {
        if (wanted !== undefined) return versionNotFound();
        return fail(404, ERROR_CODES.notFound, entry.versions.length > 0 ? AGENT_API_MESSAGES.allYanked : AGENT_API_MESSAGES.noVersions);
      }
      countDownload(state, entry, version);
      countDailyDownload(state, entry.agent.id, version.version);
      // A sample's counts live beside it: read it again to answer them.
      const counted = entry.sample ? (findAgent(state, builtIn, ref, viewerId) ?? entry) : entry;
      return save(
        ctx,
        state,
        ok({
          format: 'agent-registry.manifest/v1',
          agent: counted.agent,
          version: version.version,
          digest: version.digest,
          yanked: version.yanked,
          manifest: manifestOf(version.agent_yaml),
          agent_yaml: version.agent_yaml,
          downloaded_at: new Date().toISOString(),
        }),
      );
    }),
  } satisfies RouteHandlers;
}
