import { PROFILE_FORM_DEFAULTS } from '@agent-registry/api-client/rules';
import { describe, expect, it } from 'vitest';
import { minimalProfile, sampleProfile } from '../../fixtures/account';
import { avatarInitial, displayUrl, formatMemberSince, profileToFormValues, roleLabel, statusPill, toPayload } from './profileForm';

describe('statusPill', () => {
  it.each([
    ['active', 'Active', 'success'],
    ['confirmed', 'Active', 'success'],
    ['suspended', 'Suspended', 'danger'],
    ['inactive', 'Inactive', 'neutral'],
    ['pending_confirmation', 'Pending Confirmation', 'warning'],
    ['pending_verification', 'Pending Verification', 'warning'],
    ['something_else', 'Pending', 'warning'],
    [null, 'Pending', 'warning'],
  ])('%s -> %s (%s)', (status, label, tone) => {
    expect(statusPill(status)).toEqual({ label, tone });
  });
});

describe('profileToFormValues', () => {
  it('takes the spec defaults when nothing is set', () => {
    // Every text field at the form's default (empty), the preferences at the spec's.
    expect(profileToFormValues(minimalProfile)).toEqual({
      ...PROFILE_FORM_DEFAULTS,
      username: minimalProfile.username ?? '',
      preferences: {
        theme: 'light',
        language: 'en',
        notifications_enabled: true,
        public_profile: true,
        newsletter_subscription: false,
        timezone: 'UTC',
      },
    });
    expect(Object.values(PROFILE_FORM_DEFAULTS).filter((value) => typeof value === 'string')).toEqual(['', '', '', '', '', '']);
    expect(profileToFormValues(null).preferences.timezone).toBe('UTC');
  });

  it('reads a full profile and ignores unknown theme or language values', () => {
    const values = profileToFormValues({ ...sampleProfile, preferences: { ...sampleProfile.preferences, theme: 'sepia', language: 'xx' } });
    expect(values.full_name).toBe('Ada Lovelace');
    expect(values.github_username).toBe('ada-lovelace');
    expect(values.preferences.theme).toBe('light');
    expect(values.preferences.language).toBe('en');
    expect(values.preferences.timezone).toBe('Europe/London');
  });

  it('trims what the server trims', () => {
    const payload = toPayload({ ...profileToFormValues(sampleProfile), full_name: '  Ada  ', github_username: ' ada ' });
    expect(payload.full_name).toBe('Ada');
    expect(payload.github_username).toBe('ada');
  });
});

describe('labels', () => {
  it('defaults the role to User and capitalises others', () => {
    expect(roleLabel(null)).toBe('User');
    expect(roleLabel('')).toBe('User');
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('power_user')).toBe('Power user');
  });

  it('picks the avatar letter from name, then username, then U', () => {
    expect(avatarInitial('ada lovelace', 'x')).toBe('A');
    expect(avatarInitial('', 'grace')).toBe('G');
    expect(avatarInitial(null, null)).toBe('U');
  });

  it('formats dates and URLs for display', () => {
    expect(formatMemberSince('2024-11-02T10:30:00Z')).toBe('November 2, 2024');
    expect(formatMemberSince(null)).toBe('Unknown');
    expect(displayUrl('https://ada.dev/')).toBe('ada.dev');
  });
});
