/** Step two's page without JavaScript: the purpose hint's link to the scope statement keeps what was typed. */
import {detailsFormPage} from '../../../server/enquiries/pages';

const shell = (title: string, main: string) => `<title>${title}</title>${main}`;

describe('step two without JavaScript', () => {
  it('opens the scope statement in a new tab, so the values typed on this page stay', () => {
    const html = detailsFormPage(shell, 'HCF-2026-ABCDE', 'token', {purpose: 'Working capital'}, {});
    expect(html).toContain(
      'Business or SMSF only: <a href="/contact#credit-scope" target="_blank" rel="noopener">our scope (opens in a new tab)</a>',
    );
  });
});
