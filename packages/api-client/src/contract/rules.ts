// @agent-registry/api-client/rules: what screens need at run time (a label, a limit, a message, a
// form check, a normaliser) without the schemas' names. The form checks run the contract's
// zod/mini schemas; everything here is free of side effects, so a screen that imports a constant
// carries neither zod nor a schema. The types come along, erased at build time.
export * from './constants';
export * from './messages';
export * from './namespaces';
export * from './normalize';
export * from './publishRules';
export * from './security';
export * from './timings';
export * from './trust';
export * from './urls';
export * from './validation';
export type * from './entities';
export type * from './schemas';
