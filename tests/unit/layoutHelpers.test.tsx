/** Small pure helpers behind the layout: the one date format and the topic icons. */
import {renderToStaticMarkup} from 'react-dom/server';
import {formatDate} from '../../src/content/formatDate';
import {CalculatorIcon, ServiceIcon} from '../../src/components/Icons/topics';
import {serviceRecord, serviceSlugs} from '../../src/services/records';
import {calculators} from '../../src/calculators';

describe('formatDate', () => {
  it('writes dates as "22 November 2026", from a date or a timestamp', () => {
    expect(formatDate('2026-11-22')).toBe('22 November 2026');
    expect(formatDate('2026-06-02T00:00:00.000Z')).toBe('2 June 2026');
  });
});

describe('topic icons', () => {
  it('give every service and every calculator its own drawing', () => {
    const services = serviceSlugs.map((slug) => renderToStaticMarkup(<ServiceIcon name={serviceRecord(slug).icon} />));
    const calcs = calculators.map((c) => renderToStaticMarkup(<CalculatorIcon name={c.icon} />));
    for (const svg of [...services, ...calcs]) expect(svg).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(new Set(services).size).toBe(services.length);
    expect(new Set(calcs).size).toBe(calcs.length);
  });
});
