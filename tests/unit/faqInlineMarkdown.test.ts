/**
 * FAQ answers are front matter strings: their links and emphasis are read as
 * Markdown, as in the rest of the site, and the structured data gets the words alone.
 */
import {parseInline, plainText} from '../../src/components/FaqList/inlineMarkdown';

describe('an FAQ answer', () => {
  it('reads a link to a guide, with the words linked', () => {
    expect(parseInline('See [our bridging guide](/resources/guides/bridging-finance-explained) for more.')).toEqual([
      'See ',
      {kind: 'link', href: '/resources/guides/bridging-finance-explained', children: ['our bridging guide']},
      ' for more.',
    ]);
  });

  it('reads strong and emphasis, also inside a link', () => {
    expect(parseInline('**Never** sign *before* you read it, _ever_: [the **credit** guide](/credit-guide).')).toEqual([
      {kind: 'strong', children: ['Never']},
      ' sign ',
      {kind: 'em', children: ['before']},
      ' you read it, ',
      {kind: 'em', children: ['ever']},
      ': ',
      {kind: 'link', href: '/credit-guide', children: ['the ', {kind: 'strong', children: ['credit']}, ' guide']},
      '.',
    ]);
  });

  it('leaves plain text, multiplication and snake_case words alone', () => {
    for (const text of ['Interest at 8% a year.', '2 * 3 * 4 is 24.', 'The loan_to_value field.', 'A [bracket] alone.'])
      expect(parseInline(text)).toEqual([text]);
  });

  it('gives the structured data the words without Markdown', () => {
    expect(plainText(parseInline('Read *the* [credit guide](/credit-guide) first.'))).toBe(
      'Read the credit guide first.',
    );
  });
});
