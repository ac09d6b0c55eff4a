/**
 * One icon per service, keyed by the slugs in src/site-map.ts, so every
 * card that lists them shows the same picture, and the calculators' icons,
 * which each calculator's texts.ts names.
 * Drawn from Lucide (ISC licence): inline SVG (Glyph.tsx), tree-shaken,
 * nothing loaded from another host. A missing slug is a type error.
 */
import {
  ArrowLeftRight,
  Briefcase,
  Building2,
  ChartNoAxesCombined,
  ClipboardCheck,
  Cog,
  Construction,
  Hourglass,
  KeyRound,
  Landmark,
  Layers,
  Merge,
  PiggyBank,
  RefreshCw,
  Scale,
  ShieldCheck,
  Ship,
  Timer,
  TrendingUp,
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

/** The calculators' icons, by the names their texts.ts give (src/calculators/<slug>/texts.ts). */
const calculatorGlyphs = {Building2, Layers, Landmark, TrendingUp, Hourglass, Scale, ChartNoAxesCombined};
export type CalculatorGlyph = keyof typeof calculatorGlyphs;

function isKey<K extends string>(record: Record<K, IconNode>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/** The service's icon; decorative (the card's title names the service). */
export function ServiceIcon({slug}: {slug: ServiceSlug | string}) {
  return <Glyph icon={isKey(serviceGlyphs, slug) ? serviceGlyphs[slug] : Briefcase} />;
}

/** A calculator's icon; decorative (the card's title names the calculator). */
export function CalculatorIcon({name}: {name: CalculatorGlyph}) {
  return <Glyph icon={calculatorGlyphs[name]} />;
}

/** The loan readiness check's icon, beside the calculators' on the tools page. */
export function ReadinessIcon() {
  return <Glyph icon={ClipboardCheck} />;
}
