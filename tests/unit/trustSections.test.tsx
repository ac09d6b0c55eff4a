/**
 * The trust sections show only what the owner has filled in (src/trust.ts,
 * src/business.ts): while a list is empty or still an example, nothing is
 * rendered, not even the heading.
 */
import {renderToStaticMarkup} from 'react-dom/server';
import {LenderPanelSection, ReviewsSection, TeamSection} from '../../src/components/TrustSections';
import {lenderPanel, reviews, team} from '../../src/trust';
import {valuesToSetBeforeLaunch} from '../../src/business';
import {ServiceAreaRows, ServiceAreaSection} from '../../src/components/ServiceArea';

describe('trust sections', () => {
  it('render nothing with the data as shipped (empty lists)', () => {
    expect(team).toEqual([]);
    expect(lenderPanel).toEqual([]);
    expect(reviews).toEqual([]);
    expect(renderToStaticMarkup(<TeamSection />)).toBe('');
    expect(renderToStaticMarkup(<LenderPanelSection />)).toBe('');
    expect(renderToStaticMarkup(<ReviewsSection />)).toBe('');
  });

  it('render nothing for empty lists, and the entries once there are some', () => {
    expect(renderToStaticMarkup(<TeamSection members={[]} />)).toBe('');
    const html = renderToStaticMarkup(
      <TeamSection
        members={[{id: 'test-person', name: 'Test Person', role: 'Broker', bio: 'Filled in by the owner.'}]}
      />,
    );
    expect(html).toContain('The people you deal with');
    expect(html).toContain('Test Person');

    expect(renderToStaticMarkup(<LenderPanelSection lenders={[]} />)).toBe('');
    expect(renderToStaticMarkup(<LenderPanelSection lenders={[{name: 'Test Bank', kind: 'Bank'}]} />)).toContain(
      'Test Bank',
    );

    expect(renderToStaticMarkup(<ReviewsSection items={[]} />)).toBe('');
    const review = renderToStaticMarkup(
      <ReviewsSection
        items={[
          {author: 'A. Client', source: 'Google', url: 'https://example.com/r/1', date: '2026-11-02', text: 'Quoted.'},
        ]}
      />,
    );
    expect(review).toContain('2 November 2026');
    expect(review).toContain('href="https://example.com/r/1"');
    // The site's card grid, at most three across (src/css/layout.css): two reviews took half of a grid of as many
    // columns as fit at 1440 px (an owner's trial).
    expect(review).toContain('<ul class="site-grid" data-across="3">');
  });
});

describe('where the firm works and who answers', () => {
  const serviceArea = {area: 'Australia-wide, most clients in regional NSW', whoAnswers: 'One of our two brokers'};

  it('renders nothing while the business module still holds the example', () => {
    expect(valuesToSetBeforeLaunch).toContain('serviceArea');
    expect(renderToStaticMarkup(<ServiceAreaSection />)).toBe('');
    expect(renderToStaticMarkup(<ServiceAreaRows />)).toBe('');
    expect(renderToStaticMarkup(<ServiceAreaSection serviceArea={serviceArea} stillExample />)).toBe('');
  });

  it('says where and who once the owner has entered them', () => {
    const html = renderToStaticMarkup(<ServiceAreaSection serviceArea={serviceArea} stillExample={false} />);
    expect(html).toContain('Where we work');
    expect(html).toContain('Australia-wide, most clients in regional NSW');
    expect(html).toContain('Who answers');
    expect(html).toContain('One of our two brokers');
    expect(renderToStaticMarkup(<ServiceAreaRows serviceArea={serviceArea} stillExample={false} />)).toBe(
      '<dt>Where we work</dt><dd>Australia-wide, most clients in regional NSW</dd><dt>Who answers</dt><dd>One of our two brokers</dd>',
    );
  });
});
