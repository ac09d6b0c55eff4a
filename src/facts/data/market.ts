/** Market figures: the cash rate and what lenders price from. */
import type {Fact} from '../types';

export default {
  'rba-cash-rate': {
    label: 'RBA cash rate target',
    text: '3.85%',
    value: 3.85,
    asAt: '2026-02-03',
    reviewBy: '2026-12-31',
    source: {name: 'Reserve Bank of Australia, cash rate target', url: 'https://www.rba.gov.au/statistics/cash-rate/'},
  },
} satisfies Record<string, Fact>;
