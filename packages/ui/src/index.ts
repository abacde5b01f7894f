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
export type { CardVariants } from './private/styles/card.css';

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
  agentDetailTabs,
  type AgentDetailScreenProps,
  type AgentDetailStatus,
  type AgentDetailTab,
} from './components/AgentDetailScreen/AgentDetailScreen';
export {
  defaultAgentAsCodeLinks,
  pullExamples,
  shellWord,
  imageReference,
  imageCommands,
  pushCommands,
  formatImageSize,
  type AgentAsCodeLinks,
  type RegistryAddress,
} from './components/AgentDetailScreen/agentAsCode';
export { VersionImage, type VersionImageProps } from './components/VersionImage/VersionImage';
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
  type SimulatedEmailDialogProps,
  type SimulatedEmail,
  type SimulatedEmailKind,
} from './components/SimulatedEmailDialog/SimulatedEmailDialog';
export {
  DashboardScreen,
  formatRating,
  trendPeriods,
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
export { PasswordConfirmDialog, type PasswordConfirmDialogProps } from './components/PasswordConfirmDialog/PasswordConfirmDialog';
export { PatPanel, formatPatDate, type PatPanelProps } from './components/PatPanel/PatPanel';
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
export { MyAgentsTable, formatAgentDate, type MyAgentsTableProps } from './components/MyAgentsTable/MyAgentsTable';
export { AgentMetadataDialog, type AgentMetadataDialogProps } from './components/AgentMetadataDialog/AgentMetadataDialog';
export {
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
export { LeavePageDialog, type LeavePageDialogProps } from './components/LeavePageDialog/LeavePageDialog';

// Agent versions: README, version list, agent.yaml, deprecation and the owner's actions
export { MarkdownView, type MarkdownViewProps } from './components/MarkdownView/MarkdownView';
export { AgentVersionList, formatVersionDate, type AgentVersionListProps } from './components/AgentVersionList/AgentVersionList';
export { ManifestView, type ManifestViewProps } from './components/ManifestView/ManifestView';
export { DeprecationBanner, type DeprecationBannerProps } from './components/DeprecationBanner/DeprecationBanner';
export { AgentOwnerActions, type AgentOwnerActionsProps, type AgentOwnerPending } from './components/AgentOwnerActions/AgentOwnerActions';
export { YankDialog, type YankDialogProps } from './components/AgentOwnerActions/YankDialog';

// Account security: access tokens, sessions and the password change
export { TokenList, tokenStatusBadges, type TokenListProps, type CreatedToken } from './components/TokenList/TokenList';
export { tokenExpiryLabel } from './components/TokenList/CreateTokenDialog';
export { SessionList, type SessionListProps } from './components/SessionList/SessionList';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
} from './components/ChangePasswordForm/ChangePasswordForm';
export { ReportDialog, type ReportDialogProps, type ReportValues } from './components/ReportDialog/ReportDialog';
export { TakedownNotice, type TakedownNoticeProps } from './components/TakedownNotice/TakedownNotice';
export { ReportsQueue, type ReportFilter, type ReportsQueueProps } from './components/ReportsQueue/ReportsQueue';
export { DeleteAccountSection, type DeleteAccountSectionProps } from './components/DeleteAccountSection/DeleteAccountSection';

// Organisations and namespaces
export { NamespacePage, type NamespacePageProps } from './components/NamespacePage/NamespacePage';
export { NamespacePicker, type NamespacePickerProps, type PublishableOrg } from './components/NamespacePicker/NamespacePicker';
export {
  CreateOrgForm,
  type CreateOrgFormProps,
  type CreateOrgValues,
  type CreateOrgField,
} from './components/CreateOrgForm/CreateOrgForm';
export {
  OrgSettingsForm,
  type OrgSettingsFormProps,
  type OrgSettingsValues,
  type OrgSettingsField,
} from './components/OrgSettingsForm/OrgSettingsForm';
export { OrgMembers, type OrgMembersProps, type OrgInviteValues } from './components/OrgMembers/OrgMembers';
export { OrgInvitations, type OrgInvitationsProps } from './components/OrgInvitations/OrgInvitations';
export { TransferAgentDialog, type TransferAgentDialogProps } from './components/TransferAgentDialog/TransferAgentDialog';
