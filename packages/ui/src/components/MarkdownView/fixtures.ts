// Sample READMEs for the stories (not exported by the package).

export const typicalReadme = `# Email Assistant

Drafts, summarises and triages your inbox. Suggests replies in your own tone.

![Build status](https://img.shields.io/badge/build-passing-green.svg)

## Installation

\`\`\`sh
agent pull ada/email-assistant
cd email-assistant && agent run
\`\`\`

## Configuration

| Variable | Required | Description |
| --- | :---: | --- |
| \`OPENAI_API_KEY\` | yes | Key of the model provider |
| \`MAILBOX\` | no | IMAP folder to watch (default \`INBOX\`) |

### Features

- Summaries of long threads
- ~~Auto-send~~ Drafts only, you press send
- Replies in **your** tone, with *light* edits

Mail providers:

* [x] Gmail and Outlook
* [ ] Calendar invites

1. Connect a mailbox
2. Pick a tone
3. Review the drafts

> Never shares your mail with anyone but the model provider.

See [the docs](https://docs.example.com/agents/email-assistant), the [usage section](#installation) or [the changelog](./CHANGELOG.md).
Inline \`code\` reads as code.

---

Licensed under MIT.
`;

/** Everything a hostile publisher might try; none of it may run, link or load. */
export const hostileReadme = `# Totally safe agent

<script>window.__pwned = true</script>

<img src="https://example.com/x.png" onerror="window.__pwned = true">

<a href="javascript:window.__pwned = true">raw html link</a>

[Click me](javascript:window.__pwned=true) and [me too](JaVaScRiPt:alert(1)) and [data](data:text/html,<script>alert(1)</script>) and [mail](mailto:ada@example.com).

![Tracking pixel over http](http://tracker.example.com/pixel.gif)

![Inline svg](data:image/svg+xml,<svg onload="alert(1)"/>)

[A safe link](https://example.com/ok)

<iframe src="https://example.com"></iframe>

<style>body { display: none }</style>
`;

/** One command far wider than a phone. */
export const longCodeReadme = `## Run it

\`\`\`sh
agent pull ada/email-assistant@2.3.1 --directory ./agents/email-assistant --profile production --env OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx --env MAILBOX=INBOX
\`\`\`

| Option | Environment variable | Default | Description |
| --- | --- | --- | --- |
| --profile | AGENT_PROFILE | default | Profile (registry and token) to use for every request |
| --directory | AGENT_DIRECTORY | ./ | Directory to pull the agent into before it is built |

An unbroken word: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.
`;
