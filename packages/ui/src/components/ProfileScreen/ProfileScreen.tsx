import {
  BIO_MAX_LENGTH,
  INLINE_MESSAGES,
  LANGUAGES,
  PROFILE_THEMES,
  validateProfile,
  type FieldErrors,
  type ProfileField,
  type ProfileTheme,
  type UserProfile,
} from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { CircleAlert, Globe, KeyRound, LoaderCircle, Lock, Mail, Monitor, Moon, Pencil, Sun, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Badge } from '../Badge/Badge';
import { Button, ButtonLink } from '../Button/Button';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import { TextAreaField, TextField } from '../TextField/TextField';
import * as styles from './ProfileScreen.css';
import {
  avatarInitial,
  commonTimezones,
  displayUrl,
  formatMemberSince,
  languageNames,
  profileToFormValues,
  roleLabel,
  statusPill,
  themeNames,
  toPayload,
  type ProfileFormValues,
  type ProfileSavePayload,
} from './profileForm';

/** What an empty profile field reads in view mode. */
export const PROFILE_NOT_SET = 'Not set';

export type { ProfileFormValues, ProfileSavePayload } from './profileForm';

export interface ProfileScreenProps {
  /** Signed out: 'Authentication Required'. */
  isAuthenticated: boolean;
  /** The profile is being fetched: a spinner stands in for the page. */
  isLoading?: boolean;
  /** A failed load: 'Error Loading Profile' with its message (fallback 'Failed to load profile data'). */
  error?: { message?: string | null } | string | null;
  /** The signed-in user's profile. */
  profile?: UserProfile | null;
  /** Edit mode. Leave undefined to let the screen manage it. */
  isEditing?: boolean;
  /** Called with true on Edit Profile, false on Cancel and after a successful save. */
  onEditingChange?: (editing: boolean) => void;
  /** Disables Save Changes and spins while the update runs. */
  isSaving?: boolean;
  /**
   * Called with the payload when the form is valid. Return a promise to leave edit mode only when
   * it resolves (a rejection keeps the form open); a plain return leaves edit mode at once.
   */
  onSave: (payload: ProfileSavePayload) => void | Promise<unknown>;
  /** Called instead of onSave when a rule fails (the app toasts 'Please fix the form errors before saving'). */
  onInvalid?: (errors: FieldErrors<ProfileField>) => void;
  /** Errors the server returned, per field; each hides once its field is edited. */
  fieldErrors?: FieldErrors<ProfileField> | null;
  /** Rendered as the Personal Access Token section (the app passes a <PatPanel />). */
  patPanel?: ReactNode;
  /**
   * Rendered after the token section: the account's security panels (the app passes a
   * <ChangePasswordForm />, a <SessionList /> and a <TokenList />).
   */
  security?: ReactNode;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** The My Profile page. */
export function ProfileScreen(props: ProfileScreenProps) {
  const { isAuthenticated, isLoading, error, profile, className } = props;

  if (!isAuthenticated) {
    return (
      <StateCard icon={Lock} title="Authentication Required" tone="neutral" className={className}>
        <p className={styles.stateText}>Please log in to view your profile.</p>
        <ButtonLink href="/auth">Sign in</ButtonLink>
      </StateCard>
    );
  }
  if (isLoading) return <Spinner size="large" label="Loading profile" className={className} />;
  if (error || !profile) {
    const message = (typeof error === 'string' ? error : error?.message) || INLINE_MESSAGES.profileErrorFallback;
    return (
      <StateCard icon={CircleAlert} title={INLINE_MESSAGES.profileErrorTitle} tone="danger" className={className}>
        <p className={styles.stateText}>{message}</p>
      </StateCard>
    );
  }
  return <ProfileView {...props} profile={profile} />;
}

function StateCard({
  icon: Icon,
  title,
  tone,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone: 'neutral' | 'danger';
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={clsx(styles.stateCard, className)}>
      <span className={clsx(styles.stateIcon, styles.stateTone[tone])} aria-hidden="true">
        <Icon size={24} />
      </span>
      <h1 className={styles.stateTitle}>{title}</h1>
      {children}
    </div>
  );
}

type Errors = FieldErrors<ProfileField>;

function ProfileView({
  profile,
  isEditing,
  onEditingChange,
  isSaving = false,
  onSave,
  onInvalid,
  fieldErrors,
  patPanel,
  security,
  className,
}: ProfileScreenProps & { profile: UserProfile }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = useMemo(() => profileToFormValues(profile), [profile]);
  const [values, setValues] = useState<ProfileFormValues>(loaded);
  const [errors, setErrors] = useState<Errors>({});
  const [dismissedServer, setDismissedServer] = useState<ReadonlySet<ProfileField>>(new Set());
  const [localEditing, setLocalEditing] = useState(false);
  const editing = isEditing ?? localEditing;
  // Examples help while typing; in view mode an empty field must not look like a value.
  const example = (text: string) => (editing ? text : PROFILE_NOT_SET);

  const setEditing = (next: boolean) => {
    if (isEditing === undefined) setLocalEditing(next);
    onEditingChange?.(next);
  };

  // The profile a save was sent from: after the save, keep showing the saved values (not the stale
  // profile) until the refetched one arrives.
  const savedFrom = useRef<ProfileFormValues | null>(null);

  // A (re)loaded profile replaces the form, unless the user is in the middle of editing.
  useEffect(() => {
    if (editing) return;
    if (savedFrom.current === loaded) return;
    savedFrom.current = null;
    setValues(loaded);
    setErrors({});
  }, [loaded, editing]);

  // New server errors are all shown again.
  useEffect(() => setDismissedServer(new Set()), [fieldErrors]);

  const errorOf = (field: ProfileField) => errors[field] ?? (dismissedServer.has(field) ? undefined : fieldErrors?.[field] ?? undefined);

  const edit = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'preferences' && field !== 'avatar_url') {
      const name = field as ProfileField;
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      setDismissedServer((current) => (current.has(name) ? current : new Set(current).add(name)));
    }
  };
  const editPreference = <K extends keyof ProfileFormValues['preferences']>(key: K, value: ProfileFormValues['preferences'][K]) =>
    setValues((current) => ({ ...current, preferences: { ...current.preferences, [key]: value } }));

  const startEditing = () => setEditing(true);

  const cancel = () => {
    savedFrom.current = null;
    setValues(loaded);
    setErrors({});
    setDismissedServer(new Set(Object.keys(fieldErrors ?? {}) as ProfileField[]));
    setEditing(false);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!editing || isSaving) return;
    const payload = toPayload(values);
    const found = validateProfile(payload);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      onInvalid?.(found);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    savedFrom.current = loaded;
    const result = onSave(payload);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      try {
        await result;
        setEditing(false);
      } catch {
        // The app reports the failure; the form stays open with the user's changes.
        savedFrom.current = null;
      }
    } else {
      setEditing(false);
    }
  };

  // Enter in a text field saves. The Save button sits in the page header (outside the <form>),
  // so implicit submission is made explicit here rather than left to the browser.
  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (!(target instanceof HTMLInputElement) || ['checkbox', 'radio'].includes(target.type)) return;
    event.preventDefault();
    void save();
  };

  const status = statusPill(profile.status);
  const displayName = profile.full_name?.trim() || '';
  const avatar = profile.profile?.avatar_url || profile.avatar_url || '';
  const links = profile.profile ?? {};
  const timezones = commonTimezones.includes(values.preferences.timezone as (typeof commonTimezones)[number])
    ? commonTimezones
    : [values.preferences.timezone, ...commonTimezones];

  return (
    <div className={clsx(styles.page, className)}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>My Profile</h1>
          <p className={styles.subtitle}>Manage your personal details, preferences and access token.</p>
        </div>
        <div className={styles.headerActions}>
          {editing ? (
            <>
              <Button variant="outline" onClick={cancel} disabled={isSaving}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSaving} aria-busy={isSaving || undefined}>
                {isSaving && <LoaderCircle size={16} className={styles.spin} aria-hidden="true" />}
                Save Changes
              </Button>
            </>
          ) : (
            <Button onClick={startEditing}>
              <Pencil size={16} aria-hidden="true" />
              Edit Profile
            </Button>
          )}
        </div>
      </header>

      <div className={styles.layout}>
        <aside className={styles.side} aria-label="Profile summary">
          <div className={styles.sideCard}>
            <div className={styles.identity}>
              {avatar ? (
                <img className={styles.avatar} src={avatar} alt={`Avatar of ${displayName || profile.username || 'the user'}`} />
              ) : (
                <span className={clsx(styles.avatar, styles.avatarFallback)} aria-hidden="true">
                  {avatarInitial(profile.full_name, profile.username)}
                </span>
              )}
              <p className={clsx(styles.name, !displayName && styles.nameMissing)}>{displayName || 'No name set'}</p>
              {profile.username && <p className={styles.username}>@{profile.username}</p>}
              <p className={styles.email}>
                <Mail size={14} aria-hidden="true" />
                {profile.email}
              </p>
            </div>
            <dl className={styles.counts}>
              <div className={styles.count}>
                <dt>Agents</dt>
                <dd>{(profile.stats?.agents_count ?? 0).toLocaleString('en-US')}</dd>
              </div>
              <div className={styles.count}>
                <dt>Downloads</dt>
                <dd>{(profile.stats?.total_downloads ?? 0).toLocaleString('en-US')}</dd>
              </div>
            </dl>
            {(links.website_url || links.github_username || links.twitter_username) && (
              <ul className={styles.links} aria-label="Links">
                {links.website_url && (
                  <li>
                    <Link external href={links.website_url} className={styles.link}>
                      <Globe size={16} aria-hidden="true" />
                      <span className={styles.linkText}>{displayUrl(links.website_url)}</span>
                      <span className={visuallyHidden}> (website, opens in a new tab)</span>
                    </Link>
                  </li>
                )}
                {links.github_username && (
                  <li>
                    <Link external href={`https://github.com/${links.github_username}`} className={styles.link}>
                      <GitHubIcon />
                      <span className={styles.linkText}>{links.github_username}</span>
                      <span className={visuallyHidden}> (GitHub, opens in a new tab)</span>
                    </Link>
                  </li>
                )}
                {links.twitter_username && (
                  <li>
                    <Link external href={`https://twitter.com/${links.twitter_username}`} className={styles.link}>
                      <TwitterIcon />
                      <span className={styles.linkText}>@{links.twitter_username}</span>
                      <span className={visuallyHidden}> (Twitter, opens in a new tab)</span>
                    </Link>
                  </li>
                )}
              </ul>
            )}
          </div>
        </aside>

        <div className={styles.main}>
          <form id={formId} ref={formRef} className={styles.form} onSubmit={save} onKeyDown={submitOnEnter} noValidate>
            <Section title="Basic Information" description="How you appear across the registry.">
              <div className={styles.grid}>
                <TextField
                  label="Full name"
                  name="full_name"
                  autoComplete="name"
                  placeholder={example('Your name')}
                  readOnly={!editing}
                  value={values.full_name}
                  onChange={(event) => edit('full_name', event.target.value)}
                  error={errorOf('full_name')}
                />
                <TextField label="Email" name="email" type="email" value={profile.email} readOnly hint="Your email address cannot be changed." />
              </div>
              <TextAreaField
                label="Bio"
                name="bio"
                rows={4}
                placeholder={example('Tell the community about yourself and the agents you build.')}
                readOnly={!editing}
                counter={`${values.bio.length}/${BIO_MAX_LENGTH}`}
                value={values.bio}
                onChange={(event) => edit('bio', event.target.value)}
                error={errorOf('bio')}
              />
            </Section>

            <Section title="Social Links" description="Shown on your profile card.">
              <TextField
                label="Website"
                name="website_url"
                type="url"
                inputMode="url"
                placeholder={example('https://example.com')}
                readOnly={!editing}
                value={values.website_url}
                onChange={(event) => edit('website_url', event.target.value)}
                error={errorOf('website_url')}
              />
              <div className={styles.grid}>
                <TextField
                  label="GitHub username"
                  name="github_username"
                  autoComplete="off"
                  placeholder={example('octocat')}
                  readOnly={!editing}
                  value={values.github_username}
                  onChange={(event) => edit('github_username', event.target.value)}
                  error={errorOf('github_username')}
                />
                <TextField
                  label="Twitter username"
                  name="twitter_username"
                  autoComplete="off"
                  placeholder={example('jack')}
                  readOnly={!editing}
                  value={values.twitter_username}
                  onChange={(event) => edit('twitter_username', event.target.value)}
                  error={errorOf('twitter_username')}
                />
              </div>
            </Section>

            <Section title="Preferences" description="Appearance, language and communication.">
              <fieldset className={styles.fieldset} disabled={!editing}>
                <legend className={styles.fieldLabel}>Theme</legend>
                <div className={styles.segments}>
                  {PROFILE_THEMES.map((theme) => {
                    const Icon = themeIcons[theme];
                    return (
                      <label key={theme} className={styles.segment}>
                        <input
                          type="radio"
                          name="theme"
                          value={theme}
                          className={visuallyHidden}
                          checked={values.preferences.theme === theme}
                          onChange={() => editPreference('theme', theme)}
                        />
                        <Icon size={16} aria-hidden="true" />
                        {themeNames[theme]}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
              <div className={styles.grid}>
                <SelectField
                  label="Language"
                  name="language"
                  disabled={!editing}
                  value={values.preferences.language}
                  onChange={(value) => editPreference('language', value as ProfileFormValues['preferences']['language'])}
                  options={LANGUAGES.map((code) => ({ value: code, label: languageNames[code] }))}
                />
                <SelectField
                  label="Timezone"
                  name="timezone"
                  disabled={!editing}
                  value={values.preferences.timezone}
                  onChange={(value) => editPreference('timezone', value)}
                  options={timezones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
                />
              </div>
              <div className={styles.switches}>
                <SwitchRow
                  label="Email notifications"
                  description="Updates about your agents, downloads and account."
                  disabled={!editing}
                  checked={values.preferences.notifications_enabled}
                  onChange={(checked) => editPreference('notifications_enabled', checked)}
                />
                <SwitchRow
                  label="Public profile"
                  description="Anyone can see your profile and published agents."
                  disabled={!editing}
                  checked={values.preferences.public_profile}
                  onChange={(checked) => editPreference('public_profile', checked)}
                />
                <SwitchRow
                  label="Newsletter"
                  description="A monthly digest of new and trending agents."
                  disabled={!editing}
                  checked={values.preferences.newsletter_subscription}
                  onChange={(checked) => editPreference('newsletter_subscription', checked)}
                />
              </div>
            </Section>
          </form>

          <Section title="Account Information">
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>Status</dt>
                <dd>
                  <Badge tone={status.tone} className={styles.statusPill}>
                    <span className={styles.statusDot} aria-hidden="true" />
                    {status.label}
                  </Badge>
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>Member since</dt>
                <dd>{formatMemberSince(profile.created_at)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>Role</dt>
                <dd>{roleLabel(profile.role)}</dd>
              </div>
            </dl>
          </Section>

          <Section title="Personal Access Token" icon={KeyRound} description="Authenticates the Agent as Code CLI when it pulls agents.">
            {patPanel}
          </Section>
          {security}
        </div>
      </div>
    </div>
  );
}

const themeIcons: Record<ProfileTheme, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

function Section({ title, description, icon: Icon, children }: { title: string; description?: string; icon?: LucideIcon; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {Icon && <Icon size={18} aria-hidden="true" className={styles.sectionIcon} />}
          {title}
        </h2>
        {description && <p className={styles.sectionDescription}>{description}</p>}
      </div>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

function SelectField({
  label,
  name,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select id={id} name={name} className={styles.select} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.fieldLabel}>
          {label}
        </label>
        <p id={`${id}-description`} className={styles.switchDescription}>
          {description}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switchControl}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

function GitHubIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

function TwitterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M23.953 4.57a10 10 0 01-2.825.775 4.958 4.958 0 002.163-2.723c-.951.555-2.005.959-3.127 1.184a4.92 4.92 0 00-8.384 4.482C7.69 8.095 4.067 6.13 1.64 3.162a4.822 4.822 0 00-.665 2.475c0 1.71.87 3.213 2.188 4.096a4.904 4.904 0 01-2.228-.616v.06a4.923 4.923 0 003.946 4.827 4.996 4.996 0 01-2.212.085 4.936 4.936 0 004.604 3.417 9.867 9.867 0 01-6.102 2.105c-.39 0-.779-.023-1.17-.067a13.995 13.995 0 007.557 2.209c9.053 0 13.998-7.496 13.998-13.985 0-.21 0-.42-.015-.63A9.935 9.935 0 0024 4.59z" />
    </svg>
  );
}
