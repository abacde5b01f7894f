// Trust and safety without zod: report reasons, takedown limits and their messages, for screens
// (the schemas of these calls are in moderation.ts).

/** Why an agent is reported; the report dialog offers these, in this order. */
export const REPORT_REASONS = ['malware', 'credentials', 'spam', 'impersonation', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  malware: 'Malicious code or behaviour',
  credentials: 'Steals credentials or personal data',
  spam: 'Spam or misleading',
  impersonation: 'Impersonation or trademark',
  illegal: 'Illegal content',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX_LENGTH = 2000;
export const TAKEDOWN_REASON_MAX_LENGTH = 500;

/** 'open' until an operator takes the agent down ('actioned') or dismisses the report. */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Error codes of the moderation answers. */
export const MODERATION_ERROR_CODES = {
  operatorRequired: 'operator_required',
  takenDown: 'taken_down',
  ownReport: 'own_agent',
  usernameMismatch: 'username_mismatch',
  lastOwner: 'last_owner',
} as const;

export const MODERATION_MESSAGES = {
  operatorRequired: 'Only registry operators can change the framework catalogue.',
  operatorOnly: 'Only registry operators can do this.',
  reportSent: 'Thank you. Your report was sent to the registry operators.',
  ownAgent: 'You cannot report your own agent.',
  reportNotFound: 'Report not found',
  reportDismissed: 'Report dismissed',
  takenDown: (what: string) => `${what} was taken down`,
  restored: (what: string) => `${what} was restored`,
  notTakenDown: 'This is not taken down',
  takenDownTitle: 'This agent was taken down by the registry operators',
  versionTakenDownTitle: 'This version was taken down by the registry operators',
  accountDeleted: 'Your account was deleted',
  usernameMismatch: 'Type your username exactly to confirm',
  demoCannotLeave: 'The demo account cannot be deleted.',
  lastOwnerOf: (orgs: readonly string[]) =>
    `You are the last owner of ${orgs.join(', ')}, which ${orgs.length === 1 ? 'has' : 'have'} other members. ` +
    'Make another member an owner, or remove the other members, before deleting your account.',
  transferTargetInvalid: 'Agents can only move to an organisation you own that keeps another owner after you leave.',
  agentsTransferred: (n: number, org: string) => `${n} agent${n === 1 ? '' : 's'} moved to ${org}`,
  reasonRequired: 'Pick a reason',
} as const;
