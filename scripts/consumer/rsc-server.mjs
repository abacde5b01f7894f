// The server half of the React Server Components check, run in the consumer app under the
// `react-server` condition: imports every entry of both packages, checks that each component of
// @agent-registry/ui arrives as a client reference, and renders a server component that uses the
// server-safe ones (serialisable props only) to a Flight stream, written to stdout.
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-server-dom-webpack/server';
import * as ui from '@agent-registry/ui';
import * as client from '@agent-registry/api-client';
import * as contract from '@agent-registry/api-client/contract';
import * as rules from '@agent-registry/api-client/rules';
import * as simulated from '@agent-registry/api-client/simulated';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const clientReference = Symbol.for('react.client.reference');
const components = ['AgentCard', 'Header', 'Badge', 'Card', 'CopyBox', 'Spinner', 'EmptyState', 'NotFoundScreen', 'MockModeBadge'];
for (const name of components) {
  if (ui[name]?.$$typeof !== clientReference) fail(`${name} is not a client reference under react-server ('use client' missing?)`);
}
if (typeof client.createApiClient !== 'function') fail('createApiClient is missing under react-server');
if (!contract || !rules || !simulated) fail('an api-client entry failed to load');

const agent = {
  id: 'agt_email_assistant',
  agent_id: 'agt_email_assistant',
  name: 'Email Assistant',
  description: 'Drafts, summarises and triages your inbox.',
  category: 'productivity',
  tags: ['email'],
  rating: 4.8,
  download_count: 15400,
  author_name: 'Ada Lovelace',
};

/** A server component: no state, no handlers; the ui components are client references inside it. */
function Page() {
  return h(
    'main',
    null,
    h(ui.Header, { currentPath: '/', user: null, theme: 'light', mockMode: true }),
    h('h1', null, 'Featured'),
    h(ui.AgentCard, { agent }),
    h(ui.Badge, { tone: 'primary' }, 'New'),
    h(ui.Card, null, 'A card'),
    h(ui.CopyBox, { value: 'pipx install agent-as-code' }),
    h(ui.Spinner, { label: 'Loading' }),
    h(ui.EmptyState, { title: 'No agents found' }),
    h(ui.MockModeBadge),
  );
}

// Every client reference resolves to its module and export name (a bundler writes this manifest).
const manifest = new Proxy(
  {},
  {
    get: (_, key) => {
      const [id, name] = String(key).split('#');
      return { id, chunks: [], name: name ?? '*' };
    },
  },
);
const stream = renderToPipeableStream(h(Page), manifest, {
  onError: (error) => fail(`render failed under react-server: ${error?.stack ?? error}`),
});
stream.pipe(process.stdout);
