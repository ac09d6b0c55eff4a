/**
 * Commencement dates of laws the content names ("in force since ..."). The
 * dates never change, so their review is long-dated: every five years, in
 * case the law itself is replaced or renumbered, not because the date moves.
 */
import type {Fact} from '../types';

/** Five years after the check: time enough for a law to be rewritten, not for a date to move. */
const reviewBy = '2031-11-25';

export default {
  'best-interests-duty-start': {
    label: 'Mortgage brokers’ best interests duty (National Consumer Credit Protection Act 2009, Part 3-5A) in force since',
    text: '1 January 2021',
    asAt: '2026-11-25',
    reviewBy,
    source: {
      name: 'National Consumer Credit Protection Act 2009, Part 3-5A (ss 158LA and 158LB)',
      url: 'https://www.legislation.gov.au/C2009A00134/latest/text',
    },
  },
  'ddo-start': {
    label: 'Design and distribution obligations (Corporations Act 2001, Part 7.8A) in force since',
    text: '5 October 2021',
    asAt: '2026-11-25',
    reviewBy,
    source: {
      name: 'Corporations Act 2001, Part 7.8A (design and distribution obligations)',
      url: 'https://www.legislation.gov.au/C2004A00818/latest/text',
    },
  },
  'qld-seller-disclosure-start': {
    label: 'Queensland: sellers of land, commercial included, must give a disclosure statement before the buyer signs, for contracts from',
    text: '1 August 2025',
    asAt: '2026-12-07',
    reviewBy: '2031-12-07',
    source: {
      // The Act's own page was not reachable when this was recorded; the law firm's note cites ss 99 and 100.
      name: 'Property Law Act 2023 (Qld), ss 99 and 100, as summarised by Clayton Utz (24 July 2025)',
      url: 'https://www.claytonutz.com/insights/2025/july/countdown-to-change-commencement-of-the-new-property-law-act-in-queensland-next-week',
    },
  },
  'asbestos-register-buildings-before': {
    label: 'Asbestos register: needed at a workplace in a building constructed before this date (one built after it needs none unless asbestos is identified or likely)',
    text: '31 December 2003',
    asAt: '2026-11-25',
    reviewBy,
    source: {
      name: 'Work Health and Safety Regulations 2011 (Cth), r 425 (asbestos register): the model regulations, which every state and territory but Victoria has adopted',
      url: 'https://www.legislation.gov.au/F2011L02664/latest/text',
    },
  },
} satisfies Record<string, Fact>;
