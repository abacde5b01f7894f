import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  firstError,
  hasErrors,
  validateConfirmationCode,
  validateForgotPassword,
  validatePassword,
  validatePasswordPair,
  validateProfile,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './validation';

describe('password rules', () => {
  it('accepts a password with lower, upper, digit and one of @$!%*?&', () => {
    expect(validatePassword('Secret@12')).toBeUndefined();
  });

  it.each([
    ['Ab@1', M.passwordTooShort],
    ['Ab@1234', M.passwordTooShort],
    ['abcdefg@1', M.passwordComplexity], // no uppercase
    ['ABCDEFG@1', M.passwordComplexity], // no lowercase
    ['Abcdefg@h', M.passwordComplexity], // no digit
    ['Abcdefgh1', M.passwordComplexity], // no symbol
    ['Abcdef@1#', M.passwordComplexity], // '#' is not an allowed symbol
    ['Abc def@1', M.passwordComplexity], // spaces are not allowed
  ])('rejects %s', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it('reports a mismatch before the other rules', () => {
    const errors = validatePasswordPair('short', 'other');
    expect(firstError(errors)).toBe('Passwords do not match');
    expect(errors.password).toBe('Password must be at least 8 characters long');
  });
});

describe('validateSignUp', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: 'Secret@12', confirmPassword: 'Secret@12' };

  it('passes valid values', () => {
    expect(validateSignUp(valid)).toEqual({});
    expect(hasErrors(validateSignUp(valid))).toBe(false);
  });

  it('requires every field', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '', confirmPassword: '' })).toEqual({
      name: M.fieldRequired,
      email: M.fieldRequired,
      password: M.fieldRequired,
      confirmPassword: M.fieldRequired,
    });
  });

  it('rejects a malformed email and mismatched passwords', () => {
    const errors = validateSignUp({ ...valid, email: 'ada', confirmPassword: 'Secret@13' });
    expect(errors.email).toBe(M.invalidEmail);
    expect(errors.confirmPassword).toBe('Passwords do not match');
  });
});

describe('validateSignIn', () => {
  it('requires email and password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: M.fieldRequired, password: M.fieldRequired });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('validateConfirmationCode', () => {
  it('requires a non-blank code of at most 6 characters', () => {
    expect(validateConfirmationCode('   ')).toBe('Please enter the confirmation code');
    expect(validateConfirmationCode('1234567')).toBe(M.codeTooLong);
    expect(validateConfirmationCode('123456')).toBeUndefined();
  });
});

describe('validateForgotPassword', () => {
  it('requires an email', () => {
    expect(validateForgotPassword({ email: ' ' })).toEqual({ email: 'Please enter your email address' });
    expect(validateForgotPassword({ email: 'x' })).toEqual({ email: M.invalidEmail });
    expect(validateForgotPassword({ email: 'ada@example.com' })).toEqual({});
  });
});

describe('validateResetPassword', () => {
  it('checks the code and applies the password rules to the new password', () => {
    expect(validateResetPassword({ code: '', newPassword: 'weak', confirmPassword: 'weak' })).toEqual({
      code: M.fieldRequired,
      newPassword: 'Password must be at least 8 characters long',
    });
    expect(validateResetPassword({ code: '1234567', newPassword: 'Secret@12', confirmPassword: 'Secret@1' })).toEqual({
      code: M.codeTooLong,
      confirmPassword: 'Passwords do not match',
    });
    expect(validateResetPassword({ code: '123456', newPassword: 'Secret@12', confirmPassword: 'Secret@12' })).toEqual({});
  });
});

describe('validateProfile', () => {
  it('accepts the form defaults and valid values', () => {
    expect(validateProfile({ full_name: '', bio: '', website_url: '', github_username: '', twitter_username: '' })).toEqual({});
    expect(
      validateProfile({
        full_name: 'a'.repeat(100),
        bio: 'b'.repeat(500),
        website_url: 'https://ada.dev',
        github_username: 'ada-lovelace',
        twitter_username: 'ada_l',
      }),
    ).toEqual({});
  });

  it('returns every failing field with its message', () => {
    expect(
      validateProfile({
        full_name: 'a'.repeat(101),
        bio: 'b'.repeat(501),
        website_url: 'not a url',
        github_username: 'ada_l',
        twitter_username: 'ada-l',
      }),
    ).toEqual({
      full_name: 'Full name must be less than 100 characters',
      bio: 'Bio must be less than 500 characters',
      website_url: 'Please enter a valid URL',
      github_username: 'Invalid GitHub username format',
      twitter_username: 'Invalid Twitter username format',
    });
  });

  it('refuses addresses that are not web pages (the profile renders them as links)', () => {
    for (const website_url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.example.com']) {
      expect(validateProfile({ website_url })).toEqual({ website_url: 'Please enter a valid URL' });
    }
    expect(validateProfile({ website_url: 'http://localhost:8080/me' })).toEqual({});
  });
});
