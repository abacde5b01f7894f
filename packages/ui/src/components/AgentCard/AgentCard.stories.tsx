import preview from '../../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { longNamedAgent, minimalAgent, sampleAgents } from '../../fixtures/catalogue';
import { agentHighlights } from './agent';
import { AgentCard, HighlightedText } from './AgentCard';
import { Button } from '../Button/Button';
import { CopyBox } from '../CopyBox/CopyBox';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { agentCards } from '../../testing/cards';
import { frame } from '../../private/testing/decorators';
import { tagHref } from '../../private/testing/searchSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';

const [emailAssistant, dataCopilot, , , , meetingNotes] = sampleAgents;

const meta = preview.meta({
  title: 'Components/AgentCard',
  component: AgentCard,
  args: { agent: emailAssistant, headingLevel: 3 } as const,
  decorators: [frame('small')],
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Email Assistant' });
    await expect(link).toHaveAttribute('href', '/agents/agt_email_assistant');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Email Assistant' })).toBeVisible();
    await expect(canvas.getByText(/Drafts, summarises and triages your inbox/)).toBeVisible();
    await expect(canvas.getByText('Productivity')).toBeVisible();
    await expect(canvas.getByText('4.8')).toBeVisible();
    await expect(canvas.getByText('15.4k')).toBeVisible();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Tags' }));
    await expect(textsOf(tags.getAllByRole('listitem'))).toEqual(['email', 'productivity', 'gpt-4o']);
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
});

/** A download count above a thousand reads compact (7.8k); the title links to the agent's page. */
export const CompactDownloadCount = meta.story({
  args: { agent: meetingNotes },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Meeting Notes Summarizer' })).toHaveAttribute('href', '/agents/agt_meeting_notes');
    await expect(canvas.getByText('7.8k')).toBeVisible();
  },
});

/** Matched words are wrapped in <mark>, from text slices. */
export const Highlighted = meta.story({
  args: { agent: dataCopilot, highlights: agentHighlights(dataCopilot, 'data pandas') },
  play: async ({ canvas, canvasElement }) => {
    const marks = Array.from(canvasElement.querySelectorAll('mark')).map((mark) => mark.textContent);
    await expect(marks).toEqual(['Data', 'pandas', 'data', 'pandas']);
    // The link's name is still the whole, plain name.
    await expect(canvas.getByRole('link', { name: 'Data Analysis Copilot' })).toBeVisible();
  },
});

/** Markup in the data is shown as text, never injected: only <mark> elements come from highlights. */
export const MarkupInDataIsText = meta.story({
  args: {
    agent: {
      id: 'agt_xss',
      name: '<img src=x onerror=alert(1)> Prompt Tester',
      description: 'Shows <b>bold</b> tags as plain text.',
      highlights: [{ field: 'description', ranges: [[6, 14]] }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '<img src=x onerror=alert(1)> Prompt Tester' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('<b>bold<');
  },
});

/** Only a name and an id: rating N/A, 0 downloads, no tags, no author. */
export const Minimal = meta.story({
  args: { agent: minimalAgent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bare Agent' })).toHaveAttribute('href', '/agents/agt_bare');
    await expect(canvas.getByText('N/A')).toBeVisible();
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
  },
});

/** Beside the category badge on a phone, a long author name stays on one line and ends in an ellipsis. */
export const LongAuthorOnPhone = meta.story({
  args: { agent: { ...emailAssistant, author_name: 'Agent Registry Team of the Analytical Engine Society' } },
  globals: phone,
  play: async ({ canvas }) => {
    const author = canvas.getByTitle('Agent Registry Team of the Analytical Engine Society');
    const lineHeight = parseFloat(getComputedStyle(author).lineHeight);
    await expect(author.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(author.scrollWidth).toBeGreaterThan(author.clientWidth); // cut, with the full name on hover
    await expect(canvas.getByText('Author:', { exact: false })).toBeInTheDocument();
  },
});

/** A search result quoting a long unbroken name in its description: the highlight wraps inside the card. */
const quotingAgent = { ...longNamedAgent, description: `Watches ${longNamedAgent.name} clusters and explains every scaling decision.` };
export const LongNameHighlightedOnPhone = meta.story({
  args: { agent: quotingAgent, highlights: agentHighlights(quotingAgent, longNamedAgent.name) },
  globals: phone,
  play: async ({ canvasElement }) => {
    const card = agentCards(within(canvasElement))[0]!;
    await expect(within(card).getAllByText(longNamedAgent.name, { selector: 'mark' })).toHaveLength(2);
    // Name and description (clamped to three lines) keep their text within their own width.
    for (const element of card.querySelectorAll<HTMLElement>('h3, p')) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
    }
  },
});

/**
 * In a host's layout: each column of a grid holds a heading, the card and a button, and a section
 * follows. The card takes its own height (a grid row stretches it on its own), so nothing overlaps.
 */
export const InALayout = meta.story({
  decorators: [],
  render: (args) => (
    <div style={{ padding: 16 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))', gap: 16 }}>
        {[emailAssistant, dataCopilot].map((agent) => (
          <section key={agent.id} data-testid="column">
            <h2 style={{ margin: '0 0 8px' }}>Featured</h2>
            <AgentCard {...args} agent={agent} />
            <Button style={{ marginTop: 8 }}>Install {agent.name}</Button>
          </section>
        ))}
      </div>
      <p data-testid="next">The next section</p>
    </div>
  ),
  play: async ({ canvas }) => {
    const next = canvas.getByTestId('next').getBoundingClientRect();
    for (const column of canvas.getAllByTestId('column')) {
      const [card] = agentCards(within(column));
      const cardBox = card!.getBoundingClientRect();
      const button = within(column).getByRole('button').getBoundingClientRect();
      const columnBox = column.getBoundingClientRect();
      await expect(cardBox.bottom).toBeLessThanOrEqual(button.top);
      await expect(button.bottom).toBeLessThanOrEqual(columnBox.bottom + 0.5);
      await expect(columnBox.bottom).toBeLessThanOrEqual(next.top);
    }
  },
});
export const InALayoutOnPhone = InALayout.extend({ globals: phone });

/** On a phone in a plain grid (no column sizes), with a command box beside: both fit the screen. */
export const InAPlainGridOnPhone = meta.story({
  decorators: [],
  globals: phone,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <h2 style={{ margin: 0 }}>Featured</h2>
      <div>
        <AgentCard {...args} />
      </div>
      <div>
        <CopyBox value="pipx install agent-as-code && agent-as-code pull agt_email_assistant" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const Dark = Default.extend({ globals: dark });
export const HighlightedDark = Highlighted.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });
export const MobileDark = Default.extend({ globals: { ...dark, ...phone } });
export const Desktop = Default.extend({ globals: desktop });

/** With `tagHref` each tag links to the agents carrying it, named for screen readers. */
export const WithTagLinks = meta.story({
  args: { tagHref },
  play: async ({ canvas }) => {
    const tags = within(canvas.getByRole('list', { name: 'Tags' }));
    const links = tags.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(tags.getByRole('link', { name: 'Agents tagged email' })).toHaveAttribute('href', '/agents?tag=email');
    await expect(tags.getByRole('link', { name: 'Agents tagged gpt-4o' })).toHaveAttribute('href', '/agents?tag=gpt-4o');
    await expect(tags.getByRole('link', { name: 'Agents tagged productivity' })).toBeVisible();
    // The card's own link is unchanged.
    await expect(canvas.getByRole('link', { name: 'Email Assistant' })).toHaveAttribute('href', '/agents/agt_email_assistant');
  },
});

/** Highlighted tags stay links; the mark is inside the link. */
export const WithTagLinksHighlighted = meta.story({
  args: { agent: dataCopilot, highlights: agentHighlights(dataCopilot, 'pandas'), tagHref },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Agents tagged pandas' });
    await expect(link).toHaveAttribute('href', '/agents?tag=pandas');
    await expect(within(link).getByText('pandas', { selector: 'mark' })).toBeVisible();
  },
});

export const WithTagLinksDark = WithTagLinks.extend({ globals: dark });

/** `HighlightedText` on its own: the matched ranges in <mark>, the rest as plain text. */
export const HighlightedTextOnItsOwn = meta.story({
  render: () => (
    <p>
      <HighlightedText text="Summarise <b>email</b> threads" ranges={[[0, 9]]} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Summarise']);
    // Markup in the text stays text.
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Summarise <b>email</b> threads');
    await expect(canvasElement.querySelector('p b')).toBeNull();
  },
});
