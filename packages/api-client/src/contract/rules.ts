// @agent-registry/api-client/rules: the contract's constants, messages, validation rules and
// normalisers, without zod. What screens need at run time (a label, a limit, a message, a
// check) costs them no schema library; the types come along, erased at build time.
export * from './constants';
export * from './messages';
export * from './normalize';
export * from './publishing';
export * from './security';
export * from './validation';
export type * from './entities';
export type * from './schemas';
