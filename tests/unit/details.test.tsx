/** `<Details>` in MDX: the browser's own disclosure element with the writer's summary. */
import {renderToStaticMarkup} from 'react-dom/server';
import Details from '../../src/components/Details';

describe('Details', () => {
  it('renders a native <details> with the summary first', () => {
    const html = renderToStaticMarkup(
      <Details summary="What does a valuation cost?">Usually $2,000 to $5,000.</Details>,
    );
    expect(html).toMatch(
      /^<details[^>]*><summary>What does a valuation cost\?<\/summary>Usually \$2,000 to \$5,000\.<\/details>$/,
    );
  });

  it('keeps a summary element the writer wrote, and open when asked', () => {
    const html = renderToStaticMarkup(
      <Details summary={<summary>Fees</summary>} open>
        None
      </Details>,
    );
    expect(html).toContain('open=""');
    expect(html).toContain('<summary>Fees</summary>None');
  });
});
