/** Small pure helpers behind the layout: the topic icons (the date format: formatDate.test.ts). */
import {renderToStaticMarkup} from 'react-dom/server';
import {CalculatorIcon, ServiceIcon} from '../../src/components/Icons/topics';
import {serviceRecord, serviceSlugs} from '../../src/services/records';
import {calculators} from '../../src/calculators';

describe('topic icons', () => {
  it('give every service and every calculator its own drawing', () => {
    const services = serviceSlugs.map((slug) => renderToStaticMarkup(<ServiceIcon name={serviceRecord(slug).icon} />));
    const calcs = calculators.map((c) => renderToStaticMarkup(<CalculatorIcon name={c.icon} />));
    for (const svg of [...services, ...calcs]) expect(svg).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(new Set(services).size).toBe(services.length);
    // A calculator drawn like an earlier one: give it an icon of its own in calculatorGlyphs (src/components/Icons/topics.tsx).
    expect(calculators.filter((_, i) => calcs.indexOf(calcs[i]!) !== i).map((c) => c.slug)).toEqual([]);
  });
});
