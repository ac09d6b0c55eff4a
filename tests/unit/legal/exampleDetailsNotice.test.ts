/** The example-details notice: shown while example values remain, gone once none do. */
import {valuesToSetBeforeLaunch} from '../../../src/business';
import {exampleDetailsNotice} from '../../../src/components/ExampleDetailsNotice/text';

describe('example-details notice', () => {
  it('shows nothing once every business value is real', () => {
    expect(exampleDetailsNotice([])).toBeNull();
  });

  it('names the example details and says they are not a real credit licence', () => {
    const notice = exampleDetailsNotice(['abn', 'licensee', 'creditRepresentativeNumber']);
    expect(notice?.heading).toBe('Example business details');
    expect(notice?.text).toBe(
      'The ABN, licensee and Australian Credit Licence number and Credit Representative Number on this website are ' +
        'examples, not the details of a real business. They are not a real Australian Credit Licence or credit ' +
        'representative authorisation.',
    );
  });

  it('does not claim the licence is an example once only other details are', () => {
    const notice = exampleDetailsNotice(['url']);
    expect(notice?.text).toBe('The web address on this website is an example, not the details of a real business.');
  });

  it('names the hours once, though the pages and search engines each have a copy', () => {
    expect(exampleDetailsNotice(['businessHours', 'openingHours', 'replyTime'])?.text).toBe(
      'The business hours and reply time on this website are examples, not the details of a real business.',
    );
    expect(exampleDetailsNotice(['businessHours', 'openingHours'])?.text).toBe(
      'The business hours on this website are examples, not the details of a real business.',
    );
  });

  it('follows the business module: shown exactly while valuesToSetBeforeLaunch is not empty', () => {
    expect(exampleDetailsNotice() === null).toBe(valuesToSetBeforeLaunch.length === 0);
  });
});
