import {bestTerm} from '../../src/components/AzIndex/filterTerms';

// Names as the glossary's table of contents holds them (HTML), in its A to Z order.
const terms = [
  {value: 'ABN (Australian Business Number)', id: 'abn'},
  {value: 'Covenant', id: 'covenant'},
  {value: 'Director&#39;s guarantee', id: 'directors-guarantee'},
  {value: 'Equity', id: 'equity'},
  {value: 'Low-doc loan', id: 'low-doc-loan'},
  {value: 'LVR', id: 'lvr'},
  {value: 'Peak debt', id: 'peak-debt'},
  {value: 'Peak LVR', id: 'peak-lvr'},
];

describe('the glossary filter’s best match', () => {
  it('is the term whose name or bracketed other name is what she typed, wherever it falls in A to Z order', () => {
    expect(bestTerm(terms, 'LVR')?.id).toBe('lvr');
    expect(bestTerm(terms, ' australian business number ')?.id).toBe('abn');
    expect(bestTerm(terms, 'peak debt')?.id).toBe('peak-debt');
  });

  it('else the first name starting with it, else the first containing it', () => {
    expect(bestTerm(terms, 'lo')?.id).toBe('low-doc-loan');
    expect(bestTerm(terms, 'austr')?.id).toBe('abn');
    expect(bestTerm(terms, 'peak')?.id).toBe('peak-debt');
    expect(bestTerm(terms, 'doc')?.id).toBe('low-doc-loan');
    expect(bestTerm(terms, "director's")?.id).toBe('directors-guarantee');
  });

  it('is nothing when no name holds it (a definition may) or nothing is typed', () => {
    expect(bestTerm(terms, 'security')).toBeUndefined();
    expect(bestTerm(terms, '  ')).toBeUndefined();
  });
});
