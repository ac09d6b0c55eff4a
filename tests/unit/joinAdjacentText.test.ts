import {joinAdjacentText} from '../../src/plugins/preact/joinAdjacentText';

const element = {type: 'strong', props: {children: 'bold'}};

describe('joinAdjacentText (Preact renders adjacent text as the HTML has it: one text node)', () => {
  it('joins text and numbers that sit next to each other', () => {
    expect(joinAdjacentText(['Call ', '1300 000 000', ' today'])).toEqual(['Call 1300 000 000 today']);
    expect(joinAdjacentText(['Loan ', 3])).toEqual(['Loan 3']);
  });

  it('keeps elements between pieces of text in place', () => {
    expect(joinAdjacentText(['Read ', 'the ', element, ' and ', 'more'])).toEqual(['Read the ', element, ' and more']);
  });

  it('flattens nested lists and drops what renders nothing', () => {
    expect(joinAdjacentText(['a', ['b', null, false, ['c']], undefined, true, 'd'])).toEqual(['abcd']);
  });

  it('leaves children alone when no text is adjacent', () => {
    expect(joinAdjacentText(['only text'])).toBeUndefined();
    expect(joinAdjacentText(['a', element, 'b'])).toBeUndefined();
    expect(joinAdjacentText([element, element])).toBeUndefined();
  });

  it('keeps a zero', () => {
    expect(joinAdjacentText(['Fees: $', 0])).toEqual(['Fees: $0']);
  });
});
