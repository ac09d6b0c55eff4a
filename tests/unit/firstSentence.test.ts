import {firstSentence} from '../../src/plugins/content-index';

describe("a question's card shows its answer's first sentence", () => {
  it('stops at the first full stop, question or exclamation mark before a capital or the end', () => {
    expect(firstSentence('An initial discussion costs nothing. Most lenders pay a commission.')).toBe(
      'An initial discussion costs nothing.',
    );
    expect(firstSentence('Often, yes. Adding upfront fees keeps cash in the business.')).toBe('Often, yes.');
    expect(firstSentence('No sentence end')).toBe('No sentence end');
  });

  it('keeps a decimal point, and an abbreviation before a lower-case word, inside the sentence', () => {
    expect(firstSentence('Rates of 7.5% to 9.5% p.a. are common. Fees vary.')).toBe(
      'Rates of 7.5% to 9.5% p.a. are common.',
    );
  });

  it('gives a Markdown link as its words', () => {
    expect(firstSentence('It is on our [credit guide page](/credit-guide). Ask us.')).toBe(
      'It is on our credit guide page.',
    );
  });
});
