import { describe, expect, it } from 'vitest';
import { renderDocsHtml } from './docsPage.js';

describe('renderDocsHtml', () => {
  it('shows a list of types as a union, null last', () => {
    const html = renderDocsHtml({
      components: {
        schemas: {
          Id: { type: ['string', 'number'] },
          MaybeId: { type: ['string', 'number', 'null'] },
          Name: { type: ['string', 'null'] },
          Count: { type: 'integer' },
        },
      },
    });
    expect(html).toContain('<h3>Id</h3><pre>string | number</pre>');
    expect(html).toContain('<h3>MaybeId</h3><pre>string | number | null</pre>');
    expect(html).toContain('<h3>Name</h3><pre>string | null</pre>');
    expect(html).toContain('<h3>Count</h3><pre>integer</pre>');
  });

  it('fits a phone: one column under 800 px, long words and tables kept inside the screen', () => {
    const html = renderDocsHtml({});
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/@media \(max-width:800px\)\{body\{display:block\}/);
    expect(html).toContain('table{table-layout:fixed;font-size:12px}td,th{padding:.25rem .3rem}');
  });
});
