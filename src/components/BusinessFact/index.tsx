/**
 * Business facts for MDX pages, so legal pages written by non-developers
 * still read every number and address from src/business.ts.
 */
import {business, formatAddress} from '../../business';

export const Phone = () => <a href={business.phone.href}>{business.phone.display}</a>;
/** The address may break after its "@" on a narrow phone, not inside a word. */
export const Email = () => {
  const at = business.email.indexOf('@') + 1;
  return (
    <a href={`mailto:${business.email}`}>
      {business.email.slice(0, at)}
      <wbr />
      {business.email.slice(at)}
    </a>
  );
};
export const Address = () => <>{formatAddress()}</>;
export const BrandName = () => <>{business.brandName}</>;
export const LegalName = () => <>{business.legalName}</>;
export const Abn = () => <>{business.abn}</>;
export const LicenseeName = () => <>{business.licensee.name}</>;
export const LicenseeContact = () => <>{business.licensee.contactDetails}</>;
export const CreditLicence = () => <>{business.licensee.australianCreditLicence}</>;
export const CreditRepNumber = () => <>{business.creditRepresentativeNumber}</>;
