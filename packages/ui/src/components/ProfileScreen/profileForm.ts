// Pure helpers of the profile form: loaded profile -> form values, labels, formatting.
import {
  accountStatusLabel,
  DEFAULT_ROLE_LABEL,
  LANGUAGES,
  PROFILE_FORM_DEFAULTS,
  PROFILE_THEMES,
  type AccountStatusTone,
  type Language,
  type ProfileTheme,
  type UserProfile,
} from '@agent-registry/api-client/rules';
import type { BadgeTone } from '../Badge/Badge';
import { formatUtcDay, readDate } from '../../private/format';

/** What an empty profile field reads in view mode. */
export const PROFILE_NOT_SET = 'Not set';

/** What the form edits, and what Save Changes sends (PUT /users/profile). */
export interface ProfileFormValues {
  /** The username (namespace); changing it renames, and old `owner/name` links keep working. */
  username: string;
  full_name: string;
  bio: string;
  avatar_url: string;
  website_url: string;
  github_username: string;
  twitter_username: string;
  preferences: {
    theme: ProfileTheme;
    language: Language;
    notifications_enabled: boolean;
    public_profile: boolean;
    newsletter_subscription: boolean;
    timezone: string;
  };
}

/**
 * Payload of onSave: username (only when changed: a rename), full_name, bio, avatar_url,
 * website_url, github_username, twitter_username, preferences.
 */
export type ProfileSavePayload = Omit<ProfileFormValues, 'username'> & { username?: string };

export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  zh: 'Chinese',
  ja: 'Japanese',
};

export const themeNames: Record<ProfileTheme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** Time zones offered in Preferences (a stored zone outside this list is added to it). */
export const commonTimezones = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Lagos',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined, fallback: T): T =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The form's values for a loaded profile; missing values take the registry's defaults. */
export function profileToFormValues(profile: UserProfile | null | undefined): ProfileFormValues {
  const d = PROFILE_FORM_DEFAULTS;
  const details = profile?.profile ?? {};
  const prefs = profile?.preferences ?? {};
  return {
    username: profile?.username ?? '',
    full_name: profile?.full_name ?? d.full_name,
    bio: details.bio ?? d.bio,
    avatar_url: details.avatar_url ?? profile?.avatar_url ?? d.avatar_url,
    website_url: details.website_url ?? d.website_url,
    github_username: details.github_username ?? d.github_username,
    twitter_username: details.twitter_username ?? d.twitter_username,
    preferences: {
      theme: oneOf(PROFILE_THEMES, prefs.theme, d.preferences.theme),
      language: oneOf(LANGUAGES, prefs.language, d.preferences.language),
      notifications_enabled: prefs.notifications_enabled ?? d.preferences.notifications_enabled,
      public_profile: prefs.public_profile ?? d.preferences.public_profile,
      newsletter_subscription: prefs.newsletter_subscription ?? d.preferences.newsletter_subscription,
      timezone: prefs.timezone || d.preferences.timezone,
    },
  };
}

/**
 * Trimmed where the server trims, so what is validated is what is sent. The username goes only
 * when it differs from `currentUsername`, so an unchanged one is neither checked nor renamed.
 */
export function toPayload(values: ProfileFormValues, currentUsername = ''): ProfileSavePayload {
  const { username, ...rest } = values;
  const name = username.trim().toLowerCase();
  return {
    ...rest,
    ...(name && name !== currentUsername ? { username: name } : {}),
    full_name: rest.full_name.trim(),
    website_url: rest.website_url.trim(),
    github_username: rest.github_username.trim(),
    twitter_username: rest.twitter_username.trim(),
    preferences: { ...rest.preferences },
  };
}

const toneOfStatus: Record<AccountStatusTone, BadgeTone> = {
  green: 'success',
  red: 'danger',
  grey: 'neutral',
  pending: 'warning',
};

/** The account status pill: its label and colour tone for each status. */
export function statusPill(status: string | null | undefined): { label: string; tone: BadgeTone } {
  const { label, tone } = accountStatusLabel(status);
  return { label, tone: toneOfStatus[tone] };
}

/** 'user' -> 'User', 'power_user' -> 'Power user'; none -> 'User'. */
export function roleLabel(role: string | null | undefined): string {
  const text = (role ?? '').trim().replace(/_/g, ' ');
  if (!text) return DEFAULT_ROLE_LABEL;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'November 2, 2024' (UTC, so the day does not shift with the viewer's zone). */
export function formatMemberSince(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? formatUtcDay(date, 'long') : 'Unknown';
}

/** Avatar fallback: first letter of the name, else of the username, else 'U'. */
export function avatarInitial(name: string | null | undefined, username: string | null | undefined): string {
  const source = name?.trim() || username?.trim() || '';
  return source ? source.charAt(0).toUpperCase() : 'U';
}

/** 'https://ada.dev/blog' -> 'ada.dev/blog' for display. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
