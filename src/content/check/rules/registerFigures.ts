/**
 * A market or legal figure typed into content instead of read from the facts
 * register stops the writers' check (src/facts/check/figures.ts defines what
 * counts). Figures on the register's pending list are left to check:facts.
 */
import {checkUnregisteredFigures} from '../../../facts/check/figures';
import {isPending} from '../../../facts/check';
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export function checkRegisterFigures(file: ContentFile): Problem[] {
  return checkUnregisteredFigures(file).filter((problem) => !isPending(problem));
}
