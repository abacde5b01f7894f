// The consumer app of the layout check, built with Vite from the packed tarballs: AgentCard in a
// grid beside a heading and a button (one column, and a responsive grid), a section after each,
// and Header in mock mode, as another team would place them with nothing but the README.
import '@agent-registry/ui/style.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { AgentCard, Button, Header, uiRoot } from '@agent-registry/ui';

const agent = {
  id: 'agt_email_assistant',
  name: 'Email Assistant',
  description: 'Drafts, summarises and triages your inbox, with replies in your own voice and a daily digest.',
  category: 'productivity',
  tags: ['email', 'productivity', 'summaries'],
  rating: 4.8,
  download_count: 15400,
  author_name: 'Ada Lovelace',
};

/** One grid: a heading, the card and a button as siblings, then the next section. */
function Block({ id, columns }) {
  return h(
    'div',
    null,
    h(
      'section',
      { 'data-grid': id, style: { display: 'grid', gap: '16px', gridTemplateColumns: columns } },
      h('h2', { 'data-part': 'heading', style: { margin: 0 } }, 'Featured agents'),
      h(AgentCard, { agent, className: 'consumer-card' }),
      h('div', { 'data-part': 'action' }, h(Button, null, 'See all agents')),
    ),
    h('section', { 'data-next': id, style: { paddingBlock: '8px' } }, h('p', { style: { margin: 0 } }, 'The next section')),
  );
}

function App() {
  return h(
    'div',
    { className: uiRoot },
    h(Header, { currentPath: '/', user: null, theme: 'light', mockMode: true, onToggleTheme() {}, onSignOut() {} }),
    h(
      'main',
      { style: { padding: '16px', display: 'grid', gap: '24px' } },
      h(Block, { id: 'column', columns: '1fr' }),
      h(Block, { id: 'responsive', columns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))' }),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(App));
