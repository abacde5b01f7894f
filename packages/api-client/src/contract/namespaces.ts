// Namespaces: the `owner` of `owner/name`. Users and organisations share one space of names, so
// the rule, the reserved list and the look-alike check live here once, for the server, the
// simulated backend and the forms.

/** Shortest and longest namespace. */
export const NAMESPACE_MIN_LENGTH = 2;
export const NAMESPACE_MAX_LENGTH = 39;

/** Lowercase letters and digits, joined by single hyphens; no hyphen first or last. */
export const NAMESPACE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Names nobody may take: the registry's own sample namespace, the app's top-level routes (so
 * `/users/{name}` and `/orgs/{name}` never shadow a page), the API's paths, and names that would
 * pass for the registry's staff. Compared by look-alike skeleton, so `adm1n` is refused too.
 */
export const RESERVED_NAMESPACES = [
  // The registry itself and its sample agents.
  'agent-registry',
  'agentregistry',
  'registry',
  'official',
  // Staff and authority.
  'admin',
  'administrator',
  'root',
  'system',
  'staff',
  'support',
  'security',
  'moderator',
  'operator',
  'operators',
  'owner',
  'team',
  // The API and its versions.
  'api',
  'v1',
  'v2',
  'v3',
  'graphql',
  'oauth',
  'oci',
  // The app's top-level routes and pages.
  'www',
  'help',
  'settings',
  'auth',
  'search',
  'agents',
  'agent',
  'dashboard',
  'create-agent',
  'publish',
  'profile',
  'users',
  'user',
  'orgs',
  'org',
  'organizations',
  'organization',
  'mine',
  'invitations',
  'namespaces',
  'docs',
  'storybook',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'account',
  'about',
  'status',
  'new',
  'explore',
  'static',
  'assets',
  'mail',
  'me',
  'terms',
  'privacy',
  // Words that read as no one.
  'null',
  'undefined',
  'anonymous',
  'everyone',
] as const;

/** Why a name cannot be a namespace (as form and API messages). */
export const NAMESPACE_MESSAGES = {
  invalid: 'Use 2 to 39 lowercase letters, digits and single hyphens, starting and ending with a letter or digit',
  reserved: 'This name is reserved',
  taken: 'This name is already taken',
  confusable: 'This name is too similar to an existing name',
  renamed: (name: string) => `Username changed to ${name}`,
} as const;

/**
 * A name's look-alike skeleton: lower-cased, hyphens dropped, and the characters people confuse
 * folded together (rn/m, vv/w, 0/o, 1/i/l, 3/e, 5/s). Two names with one skeleton may not both
 * exist. The server's SQL function `registry_namespace_skeleton` computes the same value.
 */
export function namespaceSkeleton(name: string): string {
  return name
    .toLowerCase()
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[0135-]/g, (c) => ({ '0': 'o', '1': 'l', '3': 'e', '5': 's', '-': '' })[c]!)
    .replace(/i/g, 'l');
}

const RESERVED_SKELETONS: ReadonlySet<string> = new Set(RESERVED_NAMESPACES.map(namespaceSkeleton));

/** Whether `name` is reserved, or looks like a reserved name. */
export function isReservedNamespace(name: string): boolean {
  return RESERVED_SKELETONS.has(namespaceSkeleton(name));
}

/** Whether `name` is well-formed (lowercase already; callers lower-case what people type). */
export function isNamespaceShape(name: string): boolean {
  return name.length >= NAMESPACE_MIN_LENGTH && name.length <= NAMESPACE_MAX_LENGTH && NAMESPACE_PATTERN.test(name);
}

/**
 * What is wrong with `name` as a new namespace, before asking whether it is taken: a message of
 * NAMESPACE_MESSAGES, or null when it may be claimed.
 */
export function namespaceProblem(name: string): string | null {
  if (!isNamespaceShape(name)) return NAMESPACE_MESSAGES.invalid;
  if (isReservedNamespace(name)) return NAMESPACE_MESSAGES.reserved;
  return null;
}

/**
 * The username a sign-up proposes from an email: its local part made into a namespace
 * ('John.Doe+x@…' -> 'john-doe-x'), padded or cut to fit; `member` when nothing is left. The
 * server then makes it unique (`alice`, `alice-2`, ...), skipping reserved names.
 */
export function proposeUsername(email: string): string {
  const at = email.indexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  let name = local
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    // Room for a '-NN' suffix.
    .slice(0, NAMESPACE_MAX_LENGTH - 4)
    .replace(/-+$/, '');
  if (name.length < NAMESPACE_MIN_LENGTH) name = name ? `${name}-member` : 'member';
  return isReservedNamespace(name) ? `${name}-member` : name;
}

/** The `n`th candidate for a proposed username: the name itself, then `name-2`, `name-3`, ... */
export function usernameCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}
