/**
 * A service page's link to the readiness check, with the purpose that leads to the service already answered
 * (?purpose=..., read by urlState.ts), so the check opens at its second question. A service no purpose leads to
 * (private, caveat and asset-backed loans come from the other answers), or one whose page covers purposes the check
 * must hear (askPurposeFirst below), links to the check's first question.
 */
import type {ServiceSlug} from '../services/records';
import {readinessCheck} from './page';
import {SMSF_FIT, servicesByPurpose} from './purposeServices';
import type {Purpose} from './questions';

/**
 * Services whose page covers more than the purpose that leads to them: a second mortgage is taken for any purpose
 * (business equity, cash flow, a tax debt, or a household's own, which the check must hear), so that page's link asks
 * the purpose first instead of answering "buy a commercial property" for her.
 */
const askPurposeFirst: ReadonlySet<ServiceSlug> = new Set(['first-second-mortgages']);

function purposeFor(slug: ServiceSlug): Purpose | undefined {
  if (askPurposeFirst.has(slug)) return undefined;
  if (slug === SMSF_FIT.slug) return 'smsf-property';
  const purposes = Object.keys(servicesByPurpose) as Purpose[];
  // The purpose the service fits best (listed first), else the first that lists it at all.
  return (
    purposes.find((p) => servicesByPurpose[p][0]?.slug === slug) ??
    purposes.find((p) => servicesByPurpose[p].some((fit) => fit.slug === slug))
  );
}

export function readinessLinkFor(slug: ServiceSlug): string {
  const purpose = purposeFor(slug);
  return purpose ? `${readinessCheck.path}?purpose=${purpose}` : readinessCheck.path;
}
