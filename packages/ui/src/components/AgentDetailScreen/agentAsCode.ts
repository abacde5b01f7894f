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

/**
 * The three pull examples of the spec: plain, with a directory, with a profile.
 * @deprecated Agent as Code 1.1.0 has no `-d`/`-p` on `agent pull` and pulls container images by
 * `HOST/owner/name:VERSION`; use `imageCommands`.
 */
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

/** Where the registry is, as the container tools name it. */
export interface RegistryAddress {
  /** The registry's host and port, as in the browser's address bar: 'localhost:8080'. */
  host: string;
  /** Served over plain HTTP: podman needs `--tls-verify=false` (Docker allows it for localhost only). */
  insecure?: boolean;
}

/** 'localhost:8080/owner/name:1.2.0': a version's image as docker, podman and `agent` name it. */
export function imageReference(host: string, ref: string, version: string): string {
  return `${host}/${ref}:${version}`;
}

/** The commands that fetch and start a version's image, each ready to paste. */
export function imageCommands({ host, insecure = false }: RegistryAddress, ref: string, version: string) {
  const image = imageReference(host, ref, version);
  return [
    { id: 'agent-pull', label: 'Pull it with the Agent as Code CLI', command: `agent pull ${image}` },
    { id: 'agent-run', label: 'Run it', command: `agent run ${image}` },
    { id: 'docker', label: 'With Docker', command: `docker pull ${image}` },
    { id: 'podman', label: 'With Podman', command: `podman pull ${insecure ? '--tls-verify=false ' : ''}${image}` },
  ] as const;
}

/**
 * How a version's image gets into the registry: sign in (a token is the password), build the
 * folder that holds agent.yaml, push.
 */
export function pushCommands({ host, insecure = false }: RegistryAddress, ref: string, version: string, username: string) {
  const image = imageReference(host, ref, version);
  return [
    { id: 'login', command: `docker login ${host} -u ${shellWord(username)}` },
    { id: 'podman-login', command: `podman login ${insecure ? '--tls-verify=false ' : ''}${host} -u ${shellWord(username)}` },
    { id: 'build', command: `agent build -t ${image} .` },
    { id: 'push', command: `agent push ${image}` },
  ] as const;
}

/** '512 B', '45.9 MB', '1.2 GB': an image's size in decimal units, as container tools print it. */
export function formatImageSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  do {
    value /= 1000;
    unit += 1;
  } while (value >= 1000 && unit < units.length - 1);
  return `${value < 100 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value)} ${units[unit]}`;
}
