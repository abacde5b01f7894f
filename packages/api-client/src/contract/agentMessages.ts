// The API's words for the calls on agents and their versions: written once, so the server and the
// simulated backend answer the same sentence.
export const AGENT_API_MESSAGES = {
  ownAgentsOnly: 'You can only change your own agents',
  agentDeleted: 'Agent deleted successfully',
  versionNotFound: 'Version not found',
  noAgentYaml: 'Send the agent.yaml as agent_yaml (or its content as manifest)',
  yamlOrManifest: 'Send either agent_yaml or manifest, not both',
  allYanked: 'This agent has no version to install: every version is yanked. Ask for an exact version with ?version=',
  noVersions: 'This agent has no published version yet',
  currentVersionMismatch: (version: string) => `current_version must match metadata.version (${version})`,
  namespaceForbidden: (namespace: string) => `You cannot publish into ${namespace}`,
  membersOnly: 'Only members of the organisation can see its members',
  frameworkExists: 'A framework with this name already exists',
} as const;
