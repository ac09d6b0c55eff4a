/** How the quote form's confirmation greets the visitor by the name she typed. */
import {greetingName} from '../../../src/components/QuoteForm/Confirmation';

describe('the confirmation greets', () => {
  it('by the first name', () => {
    expect(greetingName('  Alex Citizen ')).toBe('Alex');
    expect(greetingName('Maria')).toBe('Maria');
  });

  it('by title and surname when the name starts with a title, never by the title alone', () => {
    expect(greetingName('Mr. Van Nguyen')).toBe('Mr. Nguyen');
    expect(greetingName('dr lan nguyen')).toBe('dr nguyen');
    expect(greetingName('Ms Citizen')).toBe('Ms Citizen');
  });

  it('a couple as both (a consumer-edge trial: "Tom and Jess" was thanked as Tom)', () => {
    expect(greetingName('Tom and Jess')).toBe('Tom and Jess');
    expect(greetingName('Tom & Jess Lee')).toBe('Tom and Jess');
    // Titles keep the surname, and alone name no one (the review).
    expect(greetingName('Mr and Mrs Smith')).toBe('Mr and Mrs Smith');
    expect(greetingName('Dr & Mrs Lee')).toBe('Dr and Mrs Lee');
    expect(greetingName('Mr and Mrs')).toBeUndefined();
  });

  it('with no name when none was given', () => {
    expect(greetingName('   ')).toBeUndefined();
  });
});
