/**
 * One icon per service and per calculator, keyed by the slugs in
 * src/site-map.ts, so every card that lists them shows the same picture.
 * Drawn from Lucide (ISC licence): inline SVG, tree-shaken, nothing loaded
 * from another host. A missing slug is a type error.
 */
import type {ComponentType, SVGProps} from 'react';
import {
  ArrowLeftRight,
  Briefcase,
  Building2,
  Calculator as CalculatorGlyph,
  ClipboardCheck,
  ChartNoAxesCombined,
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
} from 'lucide-react';
import type {ServiceSlug} from '../../site-map';
import type {CalculatorSlug} from '../../calculator-pages';

type Glyph = ComponentType<SVGProps<SVGSVGElement> & {size?: number; strokeWidth?: number}>;

const serviceGlyphs: Record<ServiceSlug, Glyph> = {
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

const calculatorGlyphs: Record<CalculatorSlug, Glyph> = {
  'commercial-property-loan-calculator': Building2,
  'second-mortgage-calculator': Layers,
  'commercial-real-estate-calculator': Landmark,
  'asset-finance-roi-calculator': TrendingUp,
  'working-capital-calculator': Hourglass,
  'loan-comparison-tool': Scale,
  'bridging-loan-calculator': ChartNoAxesCombined,
};

const common = {size: 24, strokeWidth: 1.75, 'aria-hidden': true, focusable: false} as const;

function isKey<K extends string>(record: Record<K, Glyph>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/** The service's icon; decorative (the card's title names the service). */
export function ServiceIcon({slug}: {slug: ServiceSlug | string}) {
  const Glyph = isKey(serviceGlyphs, slug) ? serviceGlyphs[slug] : Briefcase;
  return <Glyph {...common} />;
}

/** The calculator's icon; decorative (the card's title names the calculator). */
export function CalculatorIcon({slug}: {slug: CalculatorSlug | string}) {
  const Glyph = isKey(calculatorGlyphs, slug) ? calculatorGlyphs[slug] : CalculatorGlyph;
  return <Glyph {...common} />;
}

/** The loan readiness check's icon, beside the calculators' on the tools page. */
export function ReadinessIcon() {
  return <ClipboardCheck {...common} />;
}
