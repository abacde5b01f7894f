/** Where the Agent as Code tool lives (opened in a new tab). The app may pass its own. */
export interface AgentAsCodeLinks {
  /** The package page (PyPI). */
  packageUrl: string;
  /** The documentation (CLI docs). */
  documentationUrl: string;
}

export const defaultAgentAsCodeLinks: AgentAsCodeLinks = {
  packageUrl: 'https://pypi.org/project/agent-as-code/',
  documentationUrl: 'https://agent-as-code.readthedocs.io/',
};

/** Install commands of the CLI. */
export const AGENT_CLI_INSTALL = {
  pipx: 'pipx install agent-as-code',
  pip: 'pip install agent-as-code',
} as const;

/** A value as one shell word: quoted when it holds anything but safe characters. */
export function shellWord(value: string): string {
  if (/^[A-Za-z0-9._\-/:@]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The three pull examples: plain, with a directory, with a profile. */
export function pullExamples(name: string): { label: string; command: string }[] {
  const word = shellWord(name);
  return [
    { label: 'Pull into the current directory', command: `agent pull ${word}` },
    { label: 'Pull into a directory', command: `agent pull ${word} -d ./agents` },
    { label: 'Pull with a profile', command: `agent pull ${word} -p production` },
  ];
}

/** The usage block of `agent pull`. */
export const AGENT_PULL_USAGE = `Usage: agent pull <name> [options]

Pull an agent from the registry into a local directory.

Options:
  -p, --profile <profile>      Profile (registry and token) to use
  -d, --directory <directory>  Directory to pull the agent into
  -h, --help                   Show this help and exit`;
