// Public exports of @agent-registry/ui, listed by name.
import './themes/global.css';
export { appRoot, uiRoot } from './themes/global.css';

// Theme
export { vars, tokens } from './themes/vars.css';
export { lightTheme, type ThemeValues } from './themes/light';
export { darkTheme } from './themes/dark';

// Primitives
export { Link, LinkProvider, type LinkProps, type LinkComponentProps } from './components/Link/Link';
export {
  Button,
  ButtonLink,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './components/Spinner/Spinner';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './components/TextField/TextField';
export { Card, type CardProps } from './components/Card/Card';
export type { CardVariants } from './components/Card/Card.css';

// Layout: spacing, flex and grid as props, and the states every list shares
export { Box, type BoxProps, type BoxSpace } from './components/Box/Box';
export { Stack, type StackProps } from './components/Box/Stack';
export { Inline, type InlineProps } from './components/Box/Inline';
export { sprinkles, type Sprinkles } from './private/styles/sprinkles.css';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState/ErrorState';
export { Field, type FieldProps, type FieldChrome, type FieldControlProps } from './components/Field/Field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/Field/SelectField';
export { SwitchRow, SwitchList, type SwitchRowProps } from './components/Field/SwitchRow';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './components/Badge/Badge';

// Chrome and widgets (app shell, header, toasts, copy box, not-found)
// -- chrome exports: keep this block for the chrome/widgets work --
export { Toaster, type ToasterProps } from './components/Toaster/Toaster';
export { notify, toastDurations } from './components/Toaster/notify';
export { CopyBox, type CopyBoxProps } from './components/CopyBox/CopyBox';
export {
  Header,
  displayName,
  defaultFrameworkLink,
  defaultNavItems,
  type HeaderProps,
  type HeaderNavItem,
  type HeaderUser,
} from './components/Header/Header';
export { MockModeBadge, type MockModeBadgeProps } from './components/MockModeBadge/MockModeBadge';
export { AppShell, type AppShellProps } from './components/AppShell/AppShell';

// Screens (landing, frameworks, agents)
// -- catalogue exports: keep this block for landing/frameworks/agents --
export { FrameworkCard, type FrameworkCardProps } from './components/FrameworkCard/FrameworkCard';
export { FrameworkIcon, frameworkIcons, type FrameworkIconProps } from './components/FrameworkCard/FrameworkIcon';
export {
  formatStars,
  popularityStars,
  frameworkTier,
  groupFrameworksByTier,
  filterFrameworks,
  legendEntry,
  legendTones,
  MAX_POPULARITY,
  type FrameworkData,
  type FrameworkTierGroup,
  type FrameworkLegendEntry,
  type LegendTone,
} from './components/FrameworkCard/framework';
export { loadStatuses, type LoadStatus } from './status';
export {
  FrameworkTierGrid,
  FrameworkLegend,
  frameworksStatuses,
  FRAMEWORKS_EMPTY,
  type FrameworkTierGridProps,
  type FrameworkLegendProps,
  type FrameworksStatus,
} from './components/FrameworkTierGrid/FrameworkTierGrid';
export { AgentCard, HighlightedText, type AgentCardProps, type HighlightedTextProps } from './components/AgentCard/AgentCard';
export {
  agentHref,
  agentDownloads,
  agentRating,
  formatAgentRating,
  formatCount,
  categoryLabel,
  findMatchRanges,
  normalizeRanges,
  splitHighlights,
  rangesFor,
  agentHighlights,
  type AgentData,
  type HighlightRange,
  type TextSegment,
} from './components/AgentCard/agent';
export {
  AgentsScreen,
  loadedAgentsText,
  agentListCategories,
  agentSortLabels,
  agentListStatuses,
  defaultAgentListFilters,
  type AgentsScreenProps,
  type AgentListFilters,
  type AgentListCategory,
  type AgentListStatus,
} from './components/AgentsScreen/AgentsScreen';
export {
  AgentDetailScreen,
  agentDetailStatuses,
  AGENT_DETAIL_FALLBACKS,
  AGENT_CLI_PREREQUISITES,
  AGENT_NOT_FOUND_MESSAGES,
  agentDetailTabs,
  type AgentDetailScreenProps,
  type AgentDetailStatus,
  type AgentDetailTab,
} from './components/AgentDetailScreen/AgentDetailScreen';
export {
  defaultAgentAsCodeLinks,
  AGENT_CLI_INSTALL,
  AGENT_PULL_USAGE,
  pullExamples,
  shellWord,
  imageReference,
  imageCommands,
  pushCommands,
  formatImageSize,
  type AgentAsCodeLinks,
  type RegistryAddress,
} from './components/AgentDetailScreen/agentAsCode';
export { VersionImage, VERSION_IMAGE_MESSAGES, type VersionImageProps } from './components/VersionImage/VersionImage';
export { SearchForm, type SearchFormProps, type SearchFormSuggest } from './components/SearchForm/SearchForm';
export { DidYouMean, type DidYouMeanProps } from './components/DidYouMean/DidYouMean';
export { SearchCombobox, type SearchComboboxProps, type SuggestStatus } from './components/SearchCombobox/SearchCombobox';
export {
  CategoryPicker,
  categoryPickerVariants,
  type CategoryPickerProps,
  type CategoryOption,
  type CategoryPickerVariant,
} from './components/CategoryPicker/CategoryPicker';
export { LandingScreen, landingCategories, landingStats, type LandingScreenProps } from './components/LandingScreen/LandingScreen';
export {
  SearchScreen,
  searchCategories,
  agentSearchStatuses,
  type SearchScreenProps,
  type AgentSearchStatus,
} from './components/SearchScreen/SearchScreen';

// Screens (auth, dashboard, search, profile, PAT, create agent)
// -- account exports: keep this block for auth/dashboard/search/profile --
export {
  AuthScreen,
  authModes,
  authModeTitles,
  type AuthScreenProps,
  type AuthMode,
  type SignInValues,
  type SignUpValues,
  type ConfirmValues,
  type ResetValues,
} from './components/AuthScreen/AuthScreen';
export {
  SimulatedEmailDialog,
  simulatedEmailKinds,
  DEVELOPMENT_MODE_NOTICE,
  type SimulatedEmailDialogProps,
  type SimulatedEmail,
  type SimulatedEmailKind,
} from './components/SimulatedEmailDialog/SimulatedEmailDialog';
export {
  DashboardScreen,
  formatRating,
  trendPeriods,
  UNKNOWN_STAT,
  type TrendPeriod,
  type DashboardScreenProps,
  type DashboardAgent,
  type DashboardStats,
  type DashboardMyAgents,
} from './components/DashboardScreen/DashboardScreen';
export {
  ProfileScreen,
  type ProfileScreenProps,
  type ProfileFormValues,
  type ProfileSavePayload,
} from './components/ProfileScreen/ProfileScreen';
export {
  profileToFormValues,
  statusPill,
  roleLabel,
  languageNames,
  themeNames,
  commonTimezones,
} from './components/ProfileScreen/profileForm';
export {
  PasswordConfirmDialog,
  PASSWORD_CONFIRM_TITLE,
  PASSWORD_CONFIRM_NOTE,
  type PasswordConfirmDialogProps,
} from './components/PasswordConfirmDialog/PasswordConfirmDialog';
export {
  PatPanel,
  formatPatDate,
  PAT_NEW_TOKEN_WARNING,
  PAT_REVOKE_QUESTION,
  PAT_REGENERATE_QUESTION,
  PAT_COPIED_MESSAGE,
  type PatPanelProps,
} from './components/PatPanel/PatPanel';
export { CreateAgentScreen, comingSoonFeatures, type CreateAgentScreenProps } from './components/CreateAgentScreen/CreateAgentScreen';
export { SettingsScreen, type SettingsScreenProps } from './components/SettingsScreen/SettingsScreen';
export { StarButton, type StarButtonProps } from './components/StarButton/StarButton';
export {
  DownloadSparkline,
  DownloadTrendChart,
  sparklineLabel,
  type DownloadSparklineProps,
  type DownloadTrendChartProps,
  type DownloadTrendDay,
} from './components/DownloadTrend/DownloadTrend';
export { NotFoundScreen, type NotFoundScreenProps } from './components/NotFoundScreen/NotFoundScreen';
export {
  MyAgentsTable,
  formatAgentDate,
  MY_AGENTS_EMPTY,
  MY_AGENTS_EMPTY_ACTION,
  NO_LIVE_VERSION,
  type MyAgentsTableProps,
} from './components/MyAgentsTable/MyAgentsTable';
export {
  AgentMetadataDialog,
  AGENT_METADATA_TITLE,
  type AgentMetadataDialogProps,
} from './components/AgentMetadataDialog/AgentMetadataDialog';
export {
  AGENT_METADATA_LIMITS,
  AGENT_METADATA_MESSAGES,
  agentMetadataFields,
  agentToMetadataValues,
  validateAgentMetadata,
  changedAgentMetadata,
  parseAgentTags,
  type AgentMetadataValues,
  type AgentMetadataField,
} from './components/AgentMetadataDialog/agentMetadata';
export {
  PublishScreen,
  type PublishScreenProps,
  type PublishAgentDraft,
  type PublishFormValues,
  type RestoredPublishDraft,
} from './components/PublishScreen/PublishScreen';
export { DRAFT_MESSAGES } from './components/PublishScreen/RestoredDraftNotice';
export { LeavePageDialog, LEAVE_PAGE_MESSAGES, type LeavePageDialogProps } from './components/LeavePageDialog/LeavePageDialog';

// Agent versions: README, version list, agent.yaml, deprecation and the owner's actions
export { MarkdownView, type MarkdownViewProps } from './components/MarkdownView/MarkdownView';
export {
  AgentVersionList,
  VERSION_LIST_MESSAGES,
  formatVersionDate,
  type AgentVersionListProps,
} from './components/AgentVersionList/AgentVersionList';
export { ManifestView, type ManifestViewProps } from './components/ManifestView/ManifestView';
export { DeprecationBanner, DEPRECATION_TITLE, type DeprecationBannerProps } from './components/DeprecationBanner/DeprecationBanner';
export {
  AgentOwnerActions,
  DELETE_AGENT_WARNING,
  DEPRECATE_EXPLANATION,
  type AgentOwnerActionsProps,
  type AgentOwnerPending,
} from './components/AgentOwnerActions/AgentOwnerActions';
export { YankDialog, YANK_EXPLANATION, type YankDialogProps } from './components/AgentOwnerActions/YankDialog';
export { AGENT_DETAIL_VERSION_MESSAGES } from './components/AgentDetailScreen/AgentDetailScreen';

// Account security: access tokens, sessions and the password change
export {
  TokenList,
  TOKEN_LIST_MESSAGES,
  tokenStatusBadges,
  type TokenListProps,
  type CreatedToken,
} from './components/TokenList/TokenList';
export { CREATE_TOKEN_TITLE, TOKEN_NAME_TOO_LONG, tokenExpiryLabel } from './components/TokenList/CreateTokenDialog';
export { SessionList, SESSION_LIST_MESSAGES, type SessionListProps } from './components/SessionList/SessionList';
export {
  ChangePasswordForm,
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
} from './components/ChangePasswordForm/ChangePasswordForm';
export { ReportDialog, REPORT_EXPLANATION, type ReportDialogProps, type ReportValues } from './components/ReportDialog/ReportDialog';
export { TakedownNotice, type TakedownNoticeProps } from './components/TakedownNotice/TakedownNotice';
export { ReportsQueue, REPORTS_QUEUE_MESSAGES, type ReportFilter, type ReportsQueueProps } from './components/ReportsQueue/ReportsQueue';
export {
  DeleteAccountSection,
  DELETE_ACCOUNT_AGENTS_LABEL,
  DELETE_ACCOUNT_EXPLANATION,
  DELETE_ACCOUNT_KEEP_NONE,
  DELETE_ACCOUNT_MOVE_TO,
  DELETE_ACCOUNT_ORGS_DELETED,
  type DeleteAccountSectionProps,
} from './components/DeleteAccountSection/DeleteAccountSection';

// Organisations and namespaces
export { NamespacePage, NAMESPACE_PAGE_MESSAGES, type NamespacePageProps } from './components/NamespacePage/NamespacePage';
export {
  NamespacePicker,
  NAMESPACE_PICKER_LABEL,
  type NamespacePickerProps,
  type PublishableOrg,
} from './components/NamespacePicker/NamespacePicker';
export {
  CreateOrgForm,
  CREATE_ORG_MESSAGES,
  type CreateOrgFormProps,
  type CreateOrgValues,
  type CreateOrgField,
} from './components/CreateOrgForm/CreateOrgForm';
export {
  OrgMembers,
  ORG_MEMBERS_MESSAGES,
  ORG_ROLE_LABELS,
  ORG_ROLE_OPTIONS,
  type OrgMembersProps,
  type OrgInviteValues,
} from './components/OrgMembers/OrgMembers';
export { OrgInvitations, ORG_INVITATIONS_MESSAGES, type OrgInvitationsProps } from './components/OrgInvitations/OrgInvitations';
export {
  TransferAgentDialog,
  TRANSFER_EXPLANATION,
  TRANSFER_NO_TARGET,
  TRANSFER_CHOOSE,
  type TransferAgentDialogProps,
} from './components/TransferAgentDialog/TransferAgentDialog';
