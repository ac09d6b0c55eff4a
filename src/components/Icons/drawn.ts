/**
 * Service icons drawn for this site where no Lucide icon reads as the subject (bridging's waves and
 * development's roadworks barrier did not), in Lucide's form: a 24 px grid of plain strokes, so Glyph draws
 * them like the rest, small on a card and large in a service's hero.
 */
import type {IconNode} from 'lucide';

/** Bridging: the property held and the next one, and the move between them. */
export const BridgeBetween: IconNode = [
  ['path', {d: 'M2 21h20'}],
  ['path', {d: 'M2 21v-9h6v9M16 21V9h6v12'}],
  ['path', {d: 'M4 15h2M4 18h2M18 12h2M18 15h2M18 18h2'}],
  ['path', {d: 'M5 10C6 4 16 2 19 7'}],
  ['path', {d: 'M19.2 4.6 19 7l-2.2-1'}],
];

/** Development: a building going up beside a tower crane carrying a beam. */
export const BuildingCrane: IconNode = [
  ['path', {d: 'M2 21h20'}],
  ['path', {d: 'M4 21v-9h8v9M4 16.5h8M8 12v9'}],
  ['path', {d: 'M17 21V1M9 3h13m-12 0 7-2 5 2'}],
  ['path', {d: 'M11 3v5m-2 0h4'}],
];
