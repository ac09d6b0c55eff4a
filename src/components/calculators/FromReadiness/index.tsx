/**
 * A line at the top of a calculator's form when the loan readiness check sent the visitor here: its result's links
 * carry `from=loan-readiness-check` and the amount band she chose (src/readiness/calculatorLinks.ts). It says what
 * came with her: the band, in words (a band is not a figure, so the form keeps its example for her to type over),
 * and that her answers go with her quote request (the tab keeps them, src/enquiry/visitHandOff.ts). Read once after
 * hydration: the calculator writes her own figures over the address as she types.
 *
 * Whatever link brought her, a readiness result the tab keeps that judged her loan consumer credit is said first: its
 * result names no calculator, but the menus do, and a consumer-edge trial met a chattel mortgage at the example's rate
 * after being told we do not arrange her loan.
 */
import {useEffect, useState} from 'react';
import {amountBands} from '../../../readiness/amountBands';
import {READINESS_TOOL} from '../../../enquiry/attribution';
import {keptHandOffs} from '../../../enquiry/visitHandOff';
import styles from '../calculator.module.css';
import {lowerFirst} from '../../../content/lowerFirst';

/** `example`: whether the form holds the example (not figures the tab kept for her, which their own line names). */
export default function FromReadiness({example}: {example: boolean}) {
  // Undefined: not sent by the check; '' : sent, with no band it knows.
  const [band, setBand] = useState<string>();
  const [consumer, setConsumer] = useState(false);
  useEffect(() => {
    // The check's hand-over marks a consumer result `credit=consumer` (src/readiness/brokerHandOff.ts).
    setConsumer(new URLSearchParams(keptHandOffs().readiness).get('credit') === 'consumer');
    const params = new URLSearchParams(window.location.search);
    if (params.get('from') !== READINESS_TOOL) return;
    setBand(amountBands.find((option) => option.value === params.get('band'))?.label ?? '');
  }, []);
  if (consumer)
    return (
      <p className={styles.fromReadiness} data-testid="from-readiness">
        Your loan readiness check found that your loan looks like consumer credit, which we do not arrange. This
        calculator is for business loans: its example rates and terms are no guide to yours.
      </p>
    );
  if (band === undefined) return null;
  return (
    <p className={styles.fromReadiness} data-testid="from-readiness">
      From your loan readiness check{band && <>: you need {lowerFirst(band)}</>}.{' '}
      {example ? 'Type your own figures over the example; your answers' : 'Your answers'} go with your quote request.
    </p>
  );
}
