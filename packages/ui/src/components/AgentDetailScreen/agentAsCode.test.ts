import { describe, expect, it } from 'vitest';
import { pullExamples, shellWord } from './agentAsCode';

describe('agent pull examples', () => {
  it('quotes names that are not one safe shell word', () => {
    expect(shellWord('email-assistant')).toBe('email-assistant');
    expect(shellWord('Email Assistant')).toBe("'Email Assistant'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
  });

  it('gives the plain, directory and profile examples', () => {
    expect(pullExamples('bot').map((example) => example.command)).toEqual([
      'agent pull bot',
      'agent pull bot -d ./agents',
      'agent pull bot -p production',
    ]);
  });
});
