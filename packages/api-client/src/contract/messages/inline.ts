// Inline messages of the screens (spec section 8), word for word.

/** Inline messages. */
export const INLINE_MESSAGES = {
  agentLoadFailedPrefix: 'Failed to load agent: ',
  unknownError: 'Unknown error',
  profileErrorTitle: 'Error Loading Profile',
  profileErrorFallback: 'Failed to load profile data',
  agentsErrorPrefix: 'Error loading agents: ',
  agentsLoadFailedPrefix: 'Failed to load agents: ',
  frameworksErrorTitle: 'Unable to Load Frameworks',
  frameworksErrorBody: "We're having trouble loading the AI agent frameworks. Please try again later.",
  agentNotFound: 'Agent not found',
  frameworksFetchFailed: 'Failed to fetch frameworks',
} as const;
