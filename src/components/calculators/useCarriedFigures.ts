/**
 * A deal's figures, carried from one calculator to the next in this tab (which pairs of fields are the same figure:
 * src/calculators/sameDeal.ts). Each calculator keeps the figures she has typed, as its own and as the tab's latest;
 * one opened with none of its figures in its address (a menu's link, the readiness result's) takes back its own, or
 * else those it shares with the latest, and says so, with a way back to its example. A borrower's trial: directors
 * typed their figures, took the readiness check, and its link reopened the calculator on the example, which its
 * "Get a quote" then sent. An address with figures (a shared link, Back) always wins. Kept in sessionStorage: this
 * tab, never sent.
 */
import {useEffect, useRef, useState} from 'react';
import {calculatorName} from '../../enquiry/scenario';
import {forgetTab, readTabObject, writeTab} from '../../enquiry/tabStorage';
import {carriedFigures} from '../../calculators/sameDeal';
import {isCalculatorSlug, type CalculatorSlug} from '../../calculators';

const STORAGE_KEY = 'hcf-calculator-figures';

export interface Carried {
  /** The calculator they came from, by name ("Commercial property loan calculator"). */
  from: string;
  /** Whether they are this calculator's own, from earlier in the visit. */
  own: boolean;
  keys: string[];
}

/** What it needs of the calculator's form (useCalculatorForm). */
interface Form<K extends string> {
  values: Record<K, string>;
  setMany: (changes: Partial<Record<K, string>>) => void;
  /** The fields she typed in, and how to say a figure is hers (or no longer). */
  typed: ReadonlySet<string>;
  /** The figures the address gave as another calculator's example (useQueryInputs). */
  examples: ReadonlySet<string>;
  markTyped: (keys: readonly string[], hers?: boolean) => void;
}

export function useCarriedFigures<K extends string>(
  slug: CalculatorSlug,
  defaults: Record<K, string>,
  {values, setMany, typed, examples, markTyped}: Form<K>,
) {
  const [carried, setCarried] = useState<Carried>();
  const carriedKeys = useRef<string[]>([]);

  // Declared before the write below, so it reads the figures another calculator left before this one writes its own.
  useEffect(() => {
    const address = new URLSearchParams(window.location.search);
    if (Object.keys(defaults).some((key) => address.has(key))) return;
    const own = readTabObject(`${STORAGE_KEY}/${slug}`);
    const latest = readTabObject(STORAGE_KEY);
    // Its own figures are only under its own key: gone once she chose the example.
    const kept =
      Object.keys(own).length > 0 ? {calculator: slug, values: own} : latest.calculator !== slug ? latest : {};
    if (!isCalculatorSlug(kept.calculator) || typeof kept.values !== 'object' || kept.values === null) return;
    const figures = carriedFigures(kept.calculator, slug, kept.values as Record<string, unknown>);
    // Hers, each one (only figures she changed are kept), so none is sent as this page's example, even where it
    // equals it (a re-check: her 7.25% rate went to the broker as the real estate calculator's own 7.25%).
    carriedKeys.current = Object.keys(figures).filter((key) => key in defaults);
    markTyped(carriedKeys.current);
    // Not a figure this page already opens with (both say monthly): the note names only what came.
    const keys = Object.keys(figures).filter((key) => key in defaults && figures[key] !== defaults[key as K]);
    if (keys.length === 0) return;
    setMany(Object.fromEntries(keys.map((key) => [key, figures[key]])) as Partial<Record<K, string>>);
    setCarried({from: calculatorName(kept.calculator), own: kept.calculator === slug, keys});
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Only figures she changed or typed: opening a calculator and leaving its example does not replace the last deal's,
  // and an example figure she left is never carried as hers (a re-check: the loan calculator's example rate reached
  // the real estate calculator, and its quote, unmarked). Nor one the address gave as another calculator's example
  // (the asset calculator's rate, kept by the comparison and reopened as hers).
  const changedOnes = Object.fromEntries(
    (Object.keys(defaults) as K[])
      .filter((key) => (values[key] !== defaults[key] && !examples.has(key)) || typed.has(key))
      .map((key) => [key, values[key]]),
  );
  const kept = JSON.stringify(changedOnes);
  useEffect(() => {
    if (kept === '{}') return;
    const figures = JSON.parse(kept) as Record<string, string>;
    writeTab(STORAGE_KEY, {calculator: slug, values: figures});
    writeTab(`${STORAGE_KEY}/${slug}`, figures);
  }, [kept, slug]);

  const restoreExample = () => {
    if (!carried) return;
    setMany(Object.fromEntries(carried.keys.map((key) => [key, defaults[key as K]])) as Partial<Record<K, string>>);
    // Her choice holds the next time she opens it, until she types again.
    if (carried.own) forgetTab(`${STORAGE_KEY}/${slug}`);
    markTyped(carriedKeys.current, false);
    setCarried(undefined);
  };
  return {carried, restoreExample};
}
