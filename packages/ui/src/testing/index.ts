// Entry of `@agent-registry/ui/testing`: realistic sample data (agents, frameworks, a profile,
// tokens, e-mails) and the helpers a story or test of screens built with the package takes: the
// viewports and theme to show a story again under, the cards a person finds on a page, and text
// that runs out of its box. Plain data and DOM code: no test runner and no Storybook inside.
export * from '../fixtures/catalogue';
export * from '../fixtures/account';
export { agentCards, frameworkCards } from './cards';
export { spilledText } from './spilledText';
export { textsOf } from './textsOf';
export { phone, phone390, phone414, desktop, dark } from './storyVariants';
