/**
 * "Get a quote" links that bring what the page knows into the quote form on
 * /contact: the service (the form's own `service` field) and the page the
 * visitor was reading (`topic`, its title). The form reads both back with
 * `topicFromParams` (src/components/QuoteForm/prefill.ts), shows the topic in
 * its "Included" box and sends it with the visit's attribution (askedFrom,
 * src/enquiry/attribution.ts), so the broker knows what the visitor was
 * reading. The parameter names live here and in src/enquiry/fields.ts only.
 */
import type {ServiceSlug} from '../site-map';
import type {FieldName} from './fields';

const SERVICE_PARAM: FieldName = 'service';
/** The page's title, e.g. "Bridging finance: buying before you sell". */
export const TOPIC_PARAM = 'topic';

/** What a page can hand over: a page's title is read back only if it looks like one (below). */
export interface QuoteContext {
  service?: ServiceSlug | string;
  topic?: string;
}

const MAX_TOPIC = 150;
const topicPattern = /^[\p{L}\p{N} .,'’‘“”"()%&/:?!+–—-]+$/u;

export function quoteHref({service, topic}: QuoteContext = {}): string {
  const params = new URLSearchParams();
  if (service) params.set(SERVICE_PARAM, service);
  if (topic && isTopic(topic)) params.set(TOPIC_PARAM, topic);
  const query = params.toString();
  return query ? `/contact?${query}` : '/contact';
}

/**
 * The type of finance an article's "Get a quote" chooses: its main service (the first of `services`), another named
 * by `quote_service`, or none (`quote_service: none`) for a guide about business finance in general, where the main
 * service would mislabel the visitor's request (a phone trial: a guide on serviceability chose "Refinancing").
 */
export function articleQuoteService(services: readonly string[], quoteService?: unknown): string | undefined {
  if (quoteService === 'none') return undefined;
  return typeof quoteService === 'string' ? quoteService : services[0];
}

function isTopic(value: string): boolean {
  return value.length <= MAX_TOPIC && topicPattern.test(value);
}

/** The page title a link carried, if it reads as one; anything else is dropped, as the visitor could not see why. */
export function topicFromParams(params: URLSearchParams): string | undefined {
  const topic = params.get(TOPIC_PARAM)?.trim();
  return topic && isTopic(topic) ? topic : undefined;
}
