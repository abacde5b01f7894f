// What the client checks its calls with: zod/mini, the contract's schemas and routes of the calls
// a first page makes (auth, profile, agent reads, frameworks) and zod's English messages. Loaded on
// its own (see loadChecks), so a page's first JavaScript carries none of it; the other resources
// (publishing, stars, tokens, sessions, orgs, moderation) load their routes on their first call.
export { AGENT_ROUTES } from '../contract/agents';
export { AUTH_ROUTES, AuthResponseSchema } from '../contract/auth';
export { FRAMEWORK_ROUTES } from '../contract/frameworks';
export { USER_ROUTES } from '../contract/users';
export { safeParse } from '../contract/parse';
export { parseInput } from './parseInput';
