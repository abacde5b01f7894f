import { describe, expect, it } from 'vitest';
import { codeScreenPath } from '@agent-registry/api-client/contract';
import { authParams, readAuthParams, safeReturnPath, signInPath } from './authParams';

describe('the /auth URL', () => {
  it('round-trips every mode with its email and return path', () => {
    for (const mode of ['signIn', 'signUp', 'confirmSignUp', 'forgotPassword', 'resetPassword'] as const) {
      const params = authParams({ mode, email: 'ada+test@example.com', next: '/profile' });
      expect(readAuthParams(new URLSearchParams(params.toString()))).toEqual({ mode, email: 'ada+test@example.com', next: '/profile' });
    }
    expect(authParams({ mode: 'confirmSignUp', email: 'a@b.dev' }).toString()).toBe('mode=confirm&email=a%40b.dev');
    expect(authParams({ mode: 'signIn' }).toString()).toBe('');
  });

  it("opens the code's screen, address filled in, from the link of every code mail", () => {
    const read = (path: string) => readAuthParams(new URL(path, 'https://registry.test').searchParams);
    expect(read(codeScreenPath('confirmation', 'ada+test@example.com'))).toEqual({ mode: 'confirmSignUp', email: 'ada+test@example.com' });
    expect(read(codeScreenPath('reset', 'ada+test@example.com'))).toEqual({ mode: 'resetPassword', email: 'ada+test@example.com' });
  });

  it('reads an unknown or missing mode as sign-in', () => {
    expect(readAuthParams(new URLSearchParams('mode=admin')).mode).toBe('signIn');
    expect(readAuthParams(new URLSearchParams('')).mode).toBe('signIn');
  });

  it('keeps the requested page when sending a visitor to sign in', () => {
    expect(signInPath('/agents/my?sort=newest')).toBe('/auth?next=%2Fagents%2Fmy%3Fsort%3Dnewest');
  });
});

describe('safeReturnPath', () => {
  it('accepts paths on this site', () => {
    expect(safeReturnPath('/profile')).toBe('/profile');
    expect(safeReturnPath('/agents/my?sort=newest#top')).toBe('/agents/my?sort=newest#top');
  });

  it('refuses anything that leaves the site, and the sign-in page itself', () => {
    for (const bad of [
      undefined,
      '',
      'profile',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/auth',
      '/auth?next=/x',
    ]) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
  });
});
