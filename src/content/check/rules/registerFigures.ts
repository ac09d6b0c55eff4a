/**
 * A market or legal figure typed into content instead of read from the facts
 * register stops the writers' check (src/facts/check/figures.ts defines what
 * counts). check:facts reports the same figures, with the facts due for review.
 */
import {checkUnregisteredFigures} from '../../../facts/check/figures';
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export function checkRegisterFigures(file: ContentFile): Problem[] {
  return checkUnregisteredFigures(file);
}
