/** A guide's reading time, as its byline shows it: words at 220 a minute, code left out, at least one minute. */
import {readingMinutes, wholeMinutes} from '../../src/content/readingTime';

const words = (n: number) => Array.from({length: n}, () => 'word').join(' ');

test('counts words at 220 a minute, rounded', () => {
  expect(readingMinutes(words(440))).toBe(2);
  expect(readingMinutes(words(549))).toBe(2);
  expect(readingMinutes(words(551))).toBe(3);
});

test('is never less than one minute, and leaves out code blocks and bare punctuation', () => {
  expect(readingMinutes('')).toBe(1);
  expect(readingMinutes(`${words(440)}\n\n\`\`\`\n${words(1000)}\n\`\`\`\n\n- — -`)).toBe(2);
});

test('counts a body that opens with a thematic break (---) in full', () => {
  expect(readingMinutes(`---\n\n${words(440)}\n\n---\n\n${words(440)}`)).toBe(4);
});

test('a blog post’s fractional minutes show as whole ones, at least one', () => {
  expect(wholeMinutes(2.4)).toBe(2);
  expect(wholeMinutes(0.2)).toBe(1);
  expect(wholeMinutes(undefined)).toBe(1);
});
