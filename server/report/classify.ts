/**
 * How the report files one enquiry: where the visit came from, which page it
 * started on, and which tool sent it to the form. Pure functions over the
 * stored attribution (src/enquiry/attribution.ts), unit tested.
 *
 * Source, first rule that fits:
 * - campaign: the landing address carried any utm_* parameter;
 * - search engine: the referring site is a known search engine;
 * - referral: any other referring site;
 * - direct: attribution was recorded, with no referrer and no campaign
 *   (a typed address, a bookmark, a link in an e-mail or app);
 * - unknown: no attribution recorded at all, that is an enquiry stored
 *   before attribution existed, or sent with JavaScript off (the browser
 *   keeps the visit's attribution in script). Not counted as direct,
 *   because nobody knows where those came from.
 */
import type {Attribution} from '../../src/enquiry/attribution';

export type SourceClass = 'campaign' | 'search engine' | 'referral' | 'direct' | 'unknown';

export const sourceClasses: readonly SourceClass[] = ['search engine', 'referral', 'campaign', 'direct', 'unknown'];

/**
 * Search engines by host: the name itself or any subdomain of it (www.bing.com).
 * Google, Yahoo and Yandex run country domains: google.com.au, google.co.uk, google.de.
 */
const searchEngineDomains = [
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.com',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'qwant.com',
  'baidu.com',
  'ask.com',
  'search.aol.com',
  'yandex.com',
  'yandex.ru',
  'naver.com',
  'seznam.cz',
  'kagi.com',
];
const countryDomain = '(?:com|co|com?\\.[a-z]{2}|[a-z]{2})';
const googleLike = new RegExp(`(?:^|\\.)(?:google|yahoo|yandex)\\.${countryDomain}$`);

export function isSearchEngine(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  if (/^mail\./.test(h)) return false; // webmail (mail.google.com): a link in an e-mail is a referral
  if (/(?:^|\.)yahoo\./.test(h) && !/(?:^|\.)search\.yahoo\./.test(h)) return false; // Yahoo News: a referral
  return googleLike.test(h) || searchEngineDomains.some((d) => h === d || h.endsWith(`.${d}`));
}

export function sourceOf(attribution: Attribution | undefined): SourceClass {
  // The page she asked from is added by the form, not recorded from the visit: alone, nothing of the visit is known.
  const {askedFrom: _askedFrom, ...visit} = attribution ?? {};
  if (!attribution || Object.keys(visit).length === 0) return 'unknown';
  if (attribution.utmSource || attribution.utmMedium || attribution.utmCampaign) return 'campaign';
  if (landingHasUtm(attribution.landingPage)) return 'campaign';
  if (attribution.referrerHost) return isSearchEngine(attribution.referrerHost) ? 'search engine' : 'referral';
  return 'direct';
}

function landingHasUtm(page: string | undefined): boolean {
  const query = page?.split('?')[1];
  return query !== undefined && [...new URLSearchParams(query).keys()].some((k) => k.startsWith('utm_'));
}

/** The landing page's path, without its campaign parameters ("/guides/x?utm_source=y" is "/guides/x"). */
export function landingPathOf(attribution: Attribution | undefined): string {
  if (!attribution) return '(not recorded)';
  const path = attribution.landingPage?.split(/[?#]/)[0];
  return path || '(not recorded)';
}

/** "google / cpc / spring-2026": the campaign's tags, "(not set)" for one missing; undefined for no campaign. */
export function campaignOf(attribution: Attribution | undefined): string | undefined {
  if (!attribution) return undefined;
  let {utmSource, utmMedium, utmCampaign} = attribution;
  if (!utmSource && !utmMedium && !utmCampaign && landingHasUtm(attribution.landingPage)) {
    const params = new URLSearchParams(attribution.landingPage!.split('?')[1]);
    utmSource = params.get('utm_source') ?? undefined;
    utmMedium = params.get('utm_medium') ?? undefined;
    utmCampaign = params.get('utm_campaign') ?? undefined;
  }
  if (!utmSource && !utmMedium && !utmCampaign) return undefined;
  // Not "-": a cell starting with a minus sign would be taken for a formula (export/csv.ts escapes it).
  return [utmSource, utmMedium, utmCampaign].map((v) => v || '(not set)').join(' / ');
}

/** The tool that sent the visitor to the form: attribution's tool, else the calculator scenario the enquiry carries. */
export function toolOf(attribution: Attribution | undefined, scenarioCalculator: string | undefined): string {
  return attribution?.tool || scenarioCalculator || '';
}
