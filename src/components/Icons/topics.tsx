/**
 * One icon per service, keyed by the slugs in src/site-map.ts, so every
 * card that lists them shows the same picture (a calculator's icon is in its
 * texts.ts).
 * Drawn from Lucide (ISC licence): inline SVG (Glyph.tsx), tree-shaken,
 * nothing loaded from another host. A missing slug is a type error.
 */
import {
  ArrowLeftRight,
  Briefcase,
  ClipboardCheck,
  Cog,
  Construction,
  KeyRound,
  Layers,
  Merge,
  PiggyBank,
  RefreshCw,
  ShieldCheck,
  Ship,
  Timer,
  Truck,
  Waves,
  type IconNode,
} from 'lucide';
import Glyph from './Glyph';
import type {ServiceSlug} from '../../site-map';

const serviceGlyphs: Record<ServiceSlug, IconNode> = {
  'first-second-mortgages': Layers,
  'commercial-property-development': Construction,
  'working-capital': RefreshCw,
  'bridging-finance': Waves,
  'refinancing-solutions': ArrowLeftRight,
  'equipment-finance': Cog,
  'business-acquisition': Briefcase,
  'trade-finance': Ship,
  'asset-backed-lending': ShieldCheck,
  'private-lending': KeyRound,
  'smsf-lending': PiggyBank,
  'debt-consolidation': Merge,
  'caveat-loans': Timer,
  'asset-finance': Truck,
};

function isKey<K extends string>(record: Record<K, IconNode>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/** The service's icon; decorative (the card's title names the service). */
export function ServiceIcon({slug}: {slug: ServiceSlug | string}) {
  return <Glyph icon={isKey(serviceGlyphs, slug) ? serviceGlyphs[slug] : Briefcase} />;
}

/** The loan readiness check's icon, beside the calculators' on the tools page. */
export function ReadinessIcon() {
  return <Glyph icon={ClipboardCheck} />;
}
