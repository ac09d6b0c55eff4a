/**
 * The launch check docusaurus.config.ts runs: a launch build (LAUNCH=1)
 * refuses while any example or missing value remains and names each one;
 * other builds only warn, so `npm start` and `npm test` keep working.
 */
import {execFileSync} from 'child_process';
import path from 'path';
import {business, type Business} from '../../../src/business';
import {checkLaunchValues, launchValuesToSet, type LaunchInputs} from '../../../src/launch';

/** A business whose owner has entered every value (made up here, as the examples are). */
const entered: Business = {
  ...business,
  phone: {display: '02 4926 1180', href: 'tel:+61249261180'},
  email: 'quotes@harbourline.com.au',
  address: {street: 'Level 3, 12 Bolton Street', locality: 'Newcastle', region: 'NSW', postcode: '2300', country: 'AU'},
  // The ATO's own example of a valid ABN.
  abn: '51 824 753 556',
  licensee: {
    name: 'Northgate Aggregation Pty Ltd',
    australianCreditLicence: '391452',
    contactDetails: 'PO Box 418, Sydney NSW 2001, phone 02 9012 3456',
  },
  creditRepresentativeNumber: '528113',
  memberships: {afcaMemberNumber: '48213', association: null},
  serviceArea: {area: 'New South Wales and the ACT', whoAnswers: 'Our two brokers, on business days.'},
  url: 'https://www.harbourline.com.au',
};

const allSet: LaunchInputs = {
  businessExamples: [],
  business: entered,
  mostUsedLenders: {financialYear: '2025-26', lenders: ['A', 'B', 'C', 'D', 'E', 'F']},
  brokerFees: [],
  commissions: {
    ranges: [{kind: 'upfront', lowPercent: 0.5, highPercent: 0.7, basis: 'of the amount'}],
    howShared: 'Our licensee keeps 10% and pays us the rest.',
  },
  overseasRecipients: [],
  lenderSurveyByThisBusiness: true,
};

describe('launch values', () => {
  it('lists nothing once every value is set, so a launch build goes ahead', () => {
    expect(launchValuesToSet(allSet)).toEqual([]);
    expect(checkLaunchValues({LAUNCH: '1', NODE_ENV: 'production'}, launchValuesToSet(allSet))).toEqual([]);
  });

  it('names each example business field and each unset disclosure', () => {
    const names = launchValuesToSet({
      ...allSet,
      businessExamples: ['abn', 'licensee'],
      mostUsedLenders: {financialYear: '2025-26', lenders: []},
      brokerFees: null,
      commissions: null,
      overseasRecipients: null,
      lenderSurveyByThisBusiness: false,
    }).map((v) => v.name);
    expect(names).toEqual([
      'abn',
      'licensee',
      'mostUsedLenders',
      'brokerFees',
      'commissions',
      'overseasRecipients',
      // A broker's trial: every detail set, and home still said "from our survey of lender policies".
      'LENDER_SURVEY_BY_THIS_BUSINESS',
    ]);
  });

  it('holds back the hours and reply time while they are examples: commitments only the owner can make', () => {
    const commitments = ['businessHours', 'openingHours', 'replyTime'] as const;
    const toSet = launchValuesToSet({...allSet, businessExamples: commitments});
    expect(toSet.map((v) => v.name)).toEqual([...commitments]);
    expect(toSet.find((v) => v.name === 'replyTime')?.what).toMatch(/^how soon a broker replies to a quote request/);
  });

  it('refuses an entered ABN whose check digits do not add up, naming it', () => {
    // The example's last digit one off, as a slip of the keyboard makes it.
    const toSet = launchValuesToSet({...allSet, business: {...entered, abn: '51 824 753 557'}});
    expect(toSet).toEqual([
      expect.objectContaining({
        name: 'abn',
        file: 'src/business.ts',
        what: expect.stringContaining('"51 824 753 557"'),
      }),
    ]);
    // Still the example (not entered yet): named once, as an example.
    expect(
      launchValuesToSet({...allSet, business: {...entered, abn: '00 000 000 000'}, businessExamples: ['abn']}),
    ).toHaveLength(1);
  });

  it('names a field taken off the list while it still holds the example, and a call link that dials another number', () => {
    // An owner in a hurry: the list emptied, the ABN and licence entered, the rest left as shipped.
    const hurried: Business = {
      ...business,
      abn: entered.abn,
      phone: {display: '02 4926 1180', href: business.phone.href},
    };
    const toSet = launchValuesToSet({...allSet, business: hurried});
    expect(toSet.map((v) => v.name)).toEqual([
      'email',
      'address',
      'licensee',
      'creditRepresentativeNumber',
      'memberships',
      'serviceArea',
      'url',
      'phone',
    ]);
    expect(toSet[0]!.what).toBe(
      'the e-mail address (it still holds the example in email: "quotes@harbourline.example")',
    );
    // The part still to set, not the whole value (an operator's trial set the licence and missed the contact details).
    const licensee = launchValuesToSet({
      ...allSet,
      business: {...entered, licensee: {...entered.licensee, contactDetails: business.licensee.contactDetails}},
    });
    expect(licensee.map((v) => v.what)).toEqual([
      `the licensee's name, Australian Credit Licence number and contact details (it still holds the example in licensee.contactDetails: "${business.licensee.contactDetails}")`,
    ]);
    expect(toSet.at(-1)!.what).toBe(
      'a phone number whose link dials the number shown ("tel:1300975707" for "02 4926 1180")',
    );
  });

  it('counts placeholder text for how commission reaches the business as unset', () => {
    for (const howShared of ['TBC', 'tbc.', 'TODO', '-', 'xxx']) {
      const names = launchValuesToSet({...allSet, commissions: {ranges: allSet.commissions!.ranges, howShared}});
      expect(names.map((v) => v.name)).toEqual(['commissions']);
    }
  });

  it('counts commissions without how they reach the business as unset', () => {
    const names = launchValuesToSet({...allSet, commissions: {ranges: allSet.commissions!.ranges, howShared: ' '}}).map(
      (v) => v.name,
    );
    expect(names).toEqual(['commissions']);
  });

  it('counts a lenders list without its financial year as unset', () => {
    const names = launchValuesToSet({...allSet, mostUsedLenders: {financialYear: null, lenders: ['A']}}).map(
      (v) => v.name,
    );
    expect(names).toEqual(['mostUsedLenders']);
  });

  it('refuses a LAUNCH=1 build, naming every value and its file', () => {
    const toSet = launchValuesToSet({...allSet, businessExamples: ['abn'], brokerFees: null});
    expect(() => checkLaunchValues({LAUNCH: '1'}, toSet)).toThrow(/Launch build refused: 2 values/);
    expect(() => checkLaunchValues({LAUNCH: '1'}, toSet)).toThrow(/abn in src\/business\.ts/);
    expect(() => checkLaunchValues({LAUNCH: '1'}, toSet)).toThrow(/brokerFees in src\/disclosures\.ts/);
    // Written as the server's on/off settings are, it still refuses: never a launch build that quietly warns.
    for (const LAUNCH of ['true', 'yes', 'ON', 'y', ' TRUE '])
      expect(() => checkLaunchValues({LAUNCH}, toSet)).toThrow(/refused/);
    for (const LAUNCH of ['0', 'false', 'off', '']) expect(checkLaunchValues({LAUNCH}, toSet)).toEqual(toSet);
  });

  it('only warns in an ordinary production build, and is silent in development', () => {
    const toSet = launchValuesToSet({...allSet, businessExamples: ['url']});
    const warn = jest.fn();
    expect(checkLaunchValues({NODE_ENV: 'production'}, toSet, warn)).toEqual(toSet);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('url'));
    warn.mockClear();
    checkLaunchValues({NODE_ENV: 'development'}, toSet, warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once in a build, though Docusaurus evaluates its config more than once', () => {
    const toSet = launchValuesToSet({...allSet, businessExamples: ['url']});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    checkLaunchValues({NODE_ENV: 'production'}, toSet);
    checkLaunchValues({NODE_ENV: 'production'}, toSet);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('the site config itself runs the check: a LAUNCH=1 build stops while values remain', () => {
    const root = path.resolve(__dirname, '../../..');
    const load = (env: Record<string, string>) =>
      execFileSync(process.execPath, ['--import', 'tsx', '-e', "await import('./docusaurus.config.ts')"], {
        cwd: root,
        env: {...process.env, ...env},
        encoding: 'utf8',
        stdio: 'pipe',
      });
    const toSet = launchValuesToSet();
    if (toSet.length === 0) {
      // Every value is real: the launch build goes ahead.
      expect(() => load({LAUNCH: '1'})).not.toThrow();
      return;
    }
    let message = '';
    try {
      load({LAUNCH: '1'});
    } catch (error) {
      message = String((error as {stderr?: string}).stderr);
    }
    expect(message).toContain('Launch build refused');
    for (const value of toSet) expect(message).toContain(`${value.name} in ${value.file}`);
    // The refusal alone, for the broker's operator: no stack trace around it.
    expect(message).not.toMatch(/\n\s+at /);
    // Without LAUNCH the same config loads: the example site still builds.
    expect(() => load({LAUNCH: ''})).not.toThrow();
  }, 60_000);
});
