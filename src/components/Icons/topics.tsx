/**
 * One icon per service (named by its record, src/services/records.ts) and per
 * calculator, so every card that lists them shows the same picture.
 * Drawn from Lucide (ISC licence): inline SVG (Glyph.tsx), tree-shaken,
 * nothing loaded from another host. A missing slug is a type error.
 */
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
  type IconNode,
} from 'lucide';
import Glyph from './Glyph';
import {isServiceSlug, serviceRecord, type ServiceIconName, type ServiceSlug} from '../../services/records';
import type {CalculatorSlug} from '../../calculator-pages';

/** The drawings of the icons the service records name. */
const serviceGlyphs: Record<ServiceIconName, IconNode> = {
  ArrowLeftRight,
  Briefcase,
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
};

const calculatorGlyphs: Record<CalculatorSlug, IconNode> = {
  'commercial-property-loan-calculator': Building2,
  'second-mortgage-calculator': Layers,
  'commercial-real-estate-calculator': Landmark,
  'asset-finance-roi-calculator': TrendingUp,
  'working-capital-calculator': Hourglass,
  'loan-comparison-tool': Scale,
  'bridging-loan-calculator': ChartNoAxesCombined,
};

function isKey<K extends string>(record: Record<K, IconNode>, key: string): key is K {
  return Object.hasOwn(record, key);
}

/** The service's icon; decorative (the card's title names the service). */
export function ServiceIcon({slug}: {slug: ServiceSlug | string}) {
  return <Glyph icon={isServiceSlug(slug) ? serviceGlyphs[serviceRecord(slug).icon] : Briefcase} />;
}

/** The calculator's icon; decorative (the card's title names the calculator). */
export function CalculatorIcon({slug}: {slug: CalculatorSlug | string}) {
  return <Glyph icon={isKey(calculatorGlyphs, slug) ? calculatorGlyphs[slug] : CalculatorGlyph} />;
}

/** The loan readiness check's icon, beside the calculators' on the tools page. */
export function ReadinessIcon() {
  return <Glyph icon={ClipboardCheck} />;
}
