import * as contract from '@agent-registry/api-client/contract';
import { ID_OR_REF, access, created, jsonBody, ok, routesTagged } from './common.js';

const route = routesTagged('Agent versions');

/** Versions, yanks and deprecation of an agent (publishing a new agent is POST /agents). */
export const versionRoutes = {
  list: route.get('/agents/{id}/versions', access.agentRead, {
    summary: "An agent's versions, newest first",
    description: `Semantic-version order, yanked and pre-release versions included, without their texts. ${ID_OR_REF}`,
    request: { params: contract.IdParamsSchema },
    responses: ok(contract.AgentVersionListResponseSchema, 'The versions', 401, 404),
  }),

  publish: route.post('/agents/{id}/versions', access.agentWrite, {
    summary: 'Publish a new version of your agent (owner; session or token with agents:publish)',
    description:
      'The agent.yaml as `agent_yaml` (or `manifest`), with a `readme` and a `changelog`. Its metadata.name must ' +
      "stay the agent's name, and its metadata.version must be new: versions are immutable (409 otherwise). The " +
      'current version becomes the highest that is neither yanked nor a pre-release. ' +
      ID_OR_REF,
    request: { params: contract.IdParamsSchema, body: jsonBody(contract.AgentPublishSchema) },
    responses: created(contract.AgentVersionSchema, 'The new version', 400, 401, 403, 404, 409, 413, 429),
  }),

  get: route.get('/agents/{id}/versions/{version}', access.agentRead, {
    summary: 'One version, with its agent.yaml and README',
    description: ID_OR_REF,
    request: { params: contract.VersionParamsSchema },
    responses: ok(contract.AgentVersionSchema, 'The version', 401, 404),
  }),

  yank: route.post('/agents/{id}/versions/{version}/yank', access.agentWrite, {
    summary: 'Yank a version (owner only)',
    description:
      'A yanked version is no longer installed by default (the current version moves to the highest still live) ' +
      `but stays downloadable by its exact number. ${ID_OR_REF}`,
    request: { params: contract.VersionParamsSchema, body: jsonBody(contract.AgentYankSchema) },
    responses: ok(contract.AgentVersionSchema, 'The yanked version', 400, 401, 403, 404),
  }),

  unyank: route.delete('/agents/{id}/versions/{version}/yank', access.agentWrite, {
    summary: 'Undo the yank of a version (owner only)',
    description: ID_OR_REF,
    request: { params: contract.VersionParamsSchema },
    responses: ok(contract.AgentVersionSchema, 'The version, no longer yanked', 401, 403, 404),
  }),

  deprecate: route.post('/agents/{id}/deprecate', access.agentWrite, {
    summary: 'Deprecate your agent with a message (owner only)',
    description: `The message is shown on the agent (\`deprecation_message\`); search ranks it lower. ${ID_OR_REF}`,
    request: { params: contract.IdParamsSchema, body: jsonBody(contract.AgentDeprecateSchema) },
    responses: ok(contract.AgentResponseSchema, 'The agent', 400, 401, 403, 404),
  }),

  undeprecate: route.delete('/agents/{id}/deprecate', access.agentWrite, {
    summary: 'Withdraw the deprecation of your agent (owner only)',
    description: ID_OR_REF,
    request: { params: contract.IdParamsSchema },
    responses: ok(contract.AgentResponseSchema, 'The agent', 401, 403, 404),
  }),
};
