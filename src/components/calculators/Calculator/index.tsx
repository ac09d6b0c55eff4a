/**
 * Renders one calculator description (../description.ts): its fields, checked and kept in the URL, the
 * results from its pure function, its warnings and assumptions, inside the shared CalculatorShell.
 */
import type {FieldRule} from '../../../finance/validate';
import CalculatorShell from '../CalculatorShell';
import LessUsed from '../LessUsed';
import {isValid, useCalculatorForm} from '../useCalculatorForm';
import {
  chosen,
  fillEstimates,
  isChoice,
  labelOf,
  nounOf,
  ruleOf,
  type CalculatorDescription,
  type Form,
  type Values,
} from '../description';
import styles from '../calculator.module.css';
import {useCarriedFigures} from '../useCarriedFigures';
import CarriedFigures from '../CarriedFigures';
import {AS_IN_EXAMPLE} from '../../../enquiry/scenario';
import {lowerFirst} from '../../../content/lowerFirst';
import {listInWords} from '../../../content/listInWords';

/** "(optional)" after an optional field's label, inside a closing "(…)" when it has one. */
const withOptional = (label: string) =>
  label.endsWith(')') ? `${label.slice(0, -1)}, optional)` : `${label} (optional)`;

export default function Calculator<K extends string, R>({description}: {description: CalculatorDescription<K, R>}) {
  const {fields, groups} = description;
  const keys = Object.keys(fields) as K[];
  const defaults = Object.fromEntries(keys.map((key) => [key, fields[key].default])) as Values<K>;
  const rules = (values: Values<K>) => {
    const out = {} as Record<K, FieldRule>;
    for (const key of keys) {
      const spec = fields[key];
      if (!isChoice(spec)) out[key] = ruleOf(spec, values);
    }
    return out;
  };
  const inputs = useCalculatorForm<K, K>(defaults, rules);
  const {values, numbers, errors, field, choice, lines} = inputs;
  const {carried, restoreExample} = useCarriedFigures(description.page.slug, defaults, inputs);

  // A choice's value is the option in force, so an unknown value in the URL reads as the default.
  const shownValues = {...values};
  for (const key of keys) {
    const spec = fields[key];
    if (isChoice(spec)) shownValues[key] = chosen(spec.options, values[key], spec.default).value;
  }
  fillEstimates(fields, values, numbers);
  const form: Form<K> = {values: shownValues, numbers, errors, typed: inputs.typed};
  const shown = (key: K) => fields[key].shown?.(form) ?? true;
  for (const key of keys) {
    const spec = fields[key];
    // A hidden field cannot block the results.
    if (!shown(key)) delete errors[key];
    else if (!errors[key] && !isChoice(spec) && spec.check) errors[key] = spec.check(numbers[key]);
    if (errors[key] === undefined) delete errors[key];
  }
  description.checks?.(form);

  const result = isValid(errors) ? description.compute(form) : undefined;

  const input = (key: K, assumption = false) => {
    const spec = fields[key];
    if (!shown(key)) return null;
    const label = labelOf(spec, shownValues);
    if (isChoice(spec)) return choice(key, label, spec.options, shownValues[key], spec.implies);
    const unitAt = (at: typeof values) => (typeof spec.unit === 'function' ? spec.unit(at) : spec.unit);
    const unit = unitAt(shownValues);
    return field(key, spec.optional ? withOptional(label) : label, {
      ...(unit === '$' ? {prefix: '$'} : {suffix: unit}),
      hint: typeof spec.hint === 'function' ? spec.hint(form) : spec.hint,
      // A $0 left empty stands for no estimate (duty in a state whose scale is not on file), so it is not one.
      estimated: spec.whenEmpty !== undefined && numbers[key] !== 0,
      assumption,
      // Only a choice that changes this setting's label or unit changes what it means: a Victorian buyer's state left
      // the real estate calculator's vacancy and DSCR sent as her own (a borrower's trial).
      meaningAsGiven: labelOf(spec, defaults) === label && unitAt(defaults) === unit,
    });
  };

  const fieldset = (group: NonNullable<typeof groups>[number]) => (
    <fieldset key={group.legend} className={styles.group}>
      <legend className="site-heading-face">{group.legend}</legend>
      {group.fields.map((key) => input(key, group.lessUsed))}
    </fieldset>
  );
  // The key figures lead; the settings most visitors leave as given (`lessUsed` groups) follow the estimate, folded
  // under "Adjust assumptions" with their values in its summary (the shell places them).
  // Without groups, the fields in one block as a group's are, so the tablet's two columns (.group) lay them out too.
  const keyInputs = groups ? (
    groups.filter((group) => !group.lessUsed).map(fieldset)
  ) : (
    <div className={styles.group}>{keys.map((key) => input(key))}</div>
  );
  // What came from the calculator she used before, named by this page's labels, and the way back to the example.
  const carriedNote = carried && (
    <CarriedFigures
      from={carried.from}
      own={carried.own}
      nouns={carried.keys.map((key) => nounOf(labelOf(fields[key as K], shownValues)))}
      onRestore={restoreExample}
    />
  );
  const from = lines.length;
  const folded = groups?.filter((group) => group.lessUsed) ?? [];
  const foldedSets = folded.map(fieldset);
  const foldedNeedsFix = folded.some((group) => group.fields.some((key) => errors[key]));
  const adjust = folded.length > 0 && (
    <LessUsed values={lines.slice(from)} needsFix={foldedNeedsFix}>
      {foldedSets}
    </LessUsed>
  );

  const warnings = (result && description.warnings?.(result, form)) || [];
  // Her figures beside the example's: the estimate rests on both, so those she has not changed are named (a borrower's
  // trial: a price and a term typed, and "Net cash a month" led with the example's income and resale value).
  const stillExample = inputs.typed.size > 0 ? lines.filter(({value}) => value.endsWith(AS_IN_EXAMPLE)) : [];
  const caveat =
    stillExample.length > 0
      ? `Still the example’s: ${listInWords(stillExample.map(({label}) => lowerFirst(nounOf(label))))}. Type yours over ${stillExample.length > 1 ? 'them' : 'it'} for an estimate of your own.`
      : undefined;
  return (
    <CalculatorShell
      page={description.page}
      inputsLabel={description.inputsLabel}
      lines={lines}
      broker={result && description.broker(result, form)}
      figuresCarried={carried !== undefined}
      inputs={
        <>
          {carriedNote}
          {keyInputs}
        </>
      }
      adjust={adjust || undefined}
      adjustNeedsFix={foldedNeedsFix}
      fieldsToFix={keys.flatMap((key) => {
        const message = errors[key];
        return message ? [{label: labelOf(fields[key], shownValues), message}] : [];
      })}
      rows={result && description.rows(result, form)}
      results={
        result &&
        warnings.map(
          (warning, i) =>
            warning && (
              <p key={i} className={warning.note ? undefined : styles.warning} data-testid={warning.testId}>
                {warning.text}
              </p>
            ),
        )
      }
      caveat={caveat}
      spokenWarnings={warnings.flatMap((w) => (w && !w.note && typeof w.text === 'string' ? [w.text] : []))}
      assumptions={[...description.assumptions(form)]}
      chart={result && description.chart?.(result, form)}>
      {result && description.detail?.(result, form)}
    </CalculatorShell>
  );
}
