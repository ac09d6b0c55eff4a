/**
 * The words of the example-details notice, kept apart from the component so
 * a unit test can check them without a browser: which details are examples,
 * and, while the licence details are, that they are not a real licence.
 */
import {valuesToSetBeforeLaunch, type Business} from '../../business';
import {listInWords} from '../../content/listInWords';

/** How each business field is named in the notice. */
const fieldNames: Record<keyof Business, string> = {
  brandName: 'business name',
  legalName: 'legal name',
  tagline: 'tagline',
  phone: 'phone number',
  email: 'e-mail address',
  address: 'office address',
  businessHours: 'business hours',
  // The same hours, written for search engines: named once.
  openingHours: 'business hours',
  abn: 'ABN',
  licensee: 'licensee and Australian Credit Licence number',
  creditRepresentativeNumber: 'Credit Representative Number',
  memberships: 'AFCA and industry memberships',
  areaServed: 'area served',
  serviceArea: 'service area and who answers',
  replyTime: 'reply time',
  url: 'web address',
};

/** Names that take "are" on their own ("The business hours ... are examples"). */
const plural = new Set(['business hours', 'AFCA and industry memberships']);

export interface ExampleNoticeText {
  heading: string;
  text: string;
}

/** The notice while example values remain; null once every value is real. */
export function exampleDetailsNotice(
  examples: readonly (keyof Business)[] = valuesToSetBeforeLaunch,
): ExampleNoticeText | null {
  if (examples.length === 0) return null;
  const names = [...new Set(examples.map((key) => fieldNames[key]))];
  const licence = examples.includes('licensee') || examples.includes('creditRepresentativeNumber');
  return {
    heading: 'Example business details',
    text:
      `The ${listInWords(names)} on this website ` +
      `${names.length === 1 && !plural.has(names[0]!) ? 'is an example' : 'are examples'}, not the details of a real business.` +
      (licence ? ' They are not a real Australian Credit Licence or credit representative authorisation.' : ''),
  };
}
