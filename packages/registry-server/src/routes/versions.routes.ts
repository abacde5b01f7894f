import { ID_OR_REF, access, created, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Agent versions');

/** Versions, yanks and deprecation of an agent (publishing a new agent is POST /agents). */
export const versionRoutes = {
  listVersions: route(access.agentRead, ok('The versions', 401, 404), {
    summary: "An agent's versions, newest first",
    description: `Semantic-version order, yanked and pre-release versions included, without their texts. ${ID_OR_REF}`,
  }),

  publishVersion: route(access.agentWrite, created('The new version', 400, 401, 403, 404, 409, 413, 429), {
    summary: 'Publish a new version of your agent (owner; session or token with agents:publish)',
    description:
      'The agent.yaml as `agent_yaml` (or `manifest`), with a `readme` and a `changelog`. Its metadata.name must ' +
      "stay the agent's name, and its metadata.version must be new: versions are immutable (409 otherwise). The " +
      'current version becomes the highest that is neither yanked nor a pre-release. ' +
      ID_OR_REF,
  }),

  getVersion: route(access.agentRead, ok('The version', 401, 404), {
    summary: 'One version, with its agent.yaml and README',
    description: ID_OR_REF,
  }),

  yankVersion: route(access.agentWrite, ok('The yanked version', 400, 401, 403, 404), {
    summary: 'Yank a version (owner only)',
    description:
      'A yanked version is no longer installed by default (the current version moves to the highest still live) ' +
      `but stays downloadable by its exact number. ${ID_OR_REF}`,
  }),

  unyankVersion: route(access.agentWrite, ok('The version, no longer yanked', 401, 403, 404), {
    summary: 'Undo the yank of a version (owner only)',
    description: ID_OR_REF,
  }),

  deprecateAgent: route(access.agentWrite, ok('The agent', 400, 401, 403, 404), {
    summary: 'Deprecate your agent with a message (owner only)',
    description: `The message is shown on the agent (\`deprecation_message\`); search ranks it lower. ${ID_OR_REF}`,
  }),

  undeprecateAgent: route(access.agentWrite, ok('The agent', 401, 403, 404), {
    summary: 'Withdraw the deprecation of your agent (owner only)',
    description: ID_OR_REF,
  }),
} satisfies ServerRoutes;
