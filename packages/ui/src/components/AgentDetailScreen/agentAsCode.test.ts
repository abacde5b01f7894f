import { describe, expect, it } from 'vitest';
import { formatImageSize, imageCommands, pullExamples, pushCommands, shellWord } from './agentAsCode';

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

describe('image commands', () => {
  it('name the image with the registry host, owner/name and the version as tag', () => {
    expect(imageCommands({ host: 'localhost:8080' }, 'ada/mail', '1.2.0').map((c) => c.command)).toEqual([
      'agent pull localhost:8080/ada/mail:1.2.0',
      'agent run localhost:8080/ada/mail:1.2.0',
      'docker pull localhost:8080/ada/mail:1.2.0',
      'podman pull localhost:8080/ada/mail:1.2.0',
    ]);
    expect(imageCommands({ host: 'localhost:8080', insecure: true }, 'ada/mail', '1.2.0')[3].command).toBe(
      'podman pull --tls-verify=false localhost:8080/ada/mail:1.2.0',
    );
  });

  it('push with a login, a build of the current folder and a push', () => {
    expect(pushCommands({ host: 'reg.example.com' }, 'ada/mail', '2.0.0', 'ada').map((c) => c.command)).toEqual([
      'docker login reg.example.com -u ada',
      'podman login reg.example.com -u ada',
      'agent build -t reg.example.com/ada/mail:2.0.0 .',
      'agent push reg.example.com/ada/mail:2.0.0',
    ]);
  });

  it('print sizes in decimal units, as container tools do', () => {
    expect([0, 999, 1000, 48_213_504, 131_072_000, 1_200_000_000].map(formatImageSize)).toEqual([
      '0 B',
      '999 B',
      '1 kB',
      '48.2 MB',
      '131 MB',
      '1.2 GB',
    ]);
  });
});
