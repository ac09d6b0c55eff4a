/**
 * A deal's figures, carried from one calculator to the next in this tab (which pairs of fields are the same figure:
 * src/calculators/sameDeal.ts). Each calculator keeps the figures she has typed as the tab's latest; one opened with
 * no figures in its address takes those it shares, and says where they came from, with a way back to its example.
 * An address with figures (a shared link, Back) always wins. Kept in sessionStorage: this tab, never sent.
 */
import {useEffect, useState} from 'react';
import {calculatorName} from '../../enquiry/scenario';
import {readTabObject, writeTab} from '../../enquiry/tabStorage';
import {carriedFigures} from '../../calculators/sameDeal';
import {isCalculatorSlug, type CalculatorSlug} from '../../calculators';

const STORAGE_KEY = 'hcf-calculator-figures';

export interface Carried {
  /** The calculator they came from, by name ("Commercial property loan calculator"). */
  from: string;
  keys: string[];
}

export function useCarriedFigures<K extends string>(
  slug: CalculatorSlug,
  values: Record<K, string>,
  defaults: Record<K, string>,
  setMany: (changes: Partial<Record<K, string>>) => void,
) {
  const [carried, setCarried] = useState<Carried>();

  // Declared before the write below, so it reads the figures another calculator left before this one writes its own.
  useEffect(() => {
    if (window.location.search) return;
    const kept = readTabObject(STORAGE_KEY);
    if (!isCalculatorSlug(kept.calculator) || typeof kept.values !== 'object' || kept.values === null) return;
    const figures = carriedFigures(kept.calculator, slug, kept.values as Record<string, unknown>);
    // Not a figure this page already opens with (both say monthly): the note names only what came.
    const keys = Object.keys(figures).filter((key) => key in defaults && figures[key] !== defaults[key as K]);
    if (keys.length === 0) return;
    setMany(Object.fromEntries(keys.map((key) => [key, figures[key]])) as Partial<Record<K, string>>);
    setCarried({from: calculatorName(kept.calculator), keys});
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Only figures she changed: opening a calculator and leaving its example does not replace the last deal's.
  const changed = (Object.keys(defaults) as K[]).some((key) => values[key] !== defaults[key]);
  useEffect(() => {
    if (changed) writeTab(STORAGE_KEY, {calculator: slug, values});
  }, [changed, slug, values]);

  const restoreExample = () => {
    if (!carried) return;
    setMany(Object.fromEntries(carried.keys.map((key) => [key, defaults[key as K]])) as Partial<Record<K, string>>);
    setCarried(undefined);
  };
  return {carried, restoreExample};
}
