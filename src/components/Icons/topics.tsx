/**
 * One icon per service (named by its record, src/services/records.ts) and per
 * calculator (named by its texts.ts), so every card that lists them shows the same picture.
 * Drawn from Lucide (ISC licence), two drawn for the site in its form (drawn.ts): inline SVG (Glyph.tsx), tree-shaken,
 * nothing loaded from another host. A missing slug is a type error.
 */
import {
  ArrowLeftRight,
  Briefcase,
  Building2,
  ChartNoAxesCombined,
  ClipboardCheck,
  Cog,
  Hourglass,
  KeyRound,
  Landmark,
  Layers,
  Merge,
  MessageCircleQuestionMark,
  PiggyBank,
  RefreshCw,
  Scale,
  ShieldCheck,
  Ship,
  Timer,
  TrendingUp,
  Truck,
  type IconNode,
} from 'lucide';
import Glyph from './Glyph';
import {BridgeBetween, BuildingCrane} from './drawn';
import type {ServiceIconName} from '../../services/records';

/** The drawings of the icons the service records name. */
const serviceGlyphs: Record<ServiceIconName, IconNode> = {
  ArrowLeftRight,
  BridgeBetween,
  Briefcase,
  BuildingCrane,
  Cog,
  KeyRound,
  Layers,
  Merge,
  PiggyBank,
  RefreshCw,
  ShieldCheck,
  Ship,
  Timer,
  Truck,
};

/** The calculators' icons, by the names their texts.ts give (src/calculators/<slug>/texts.ts). */
const calculatorGlyphs = {Building2, Layers, Landmark, TrendingUp, Hourglass, Scale, ChartNoAxesCombined};
export type CalculatorGlyph = keyof typeof calculatorGlyphs;

/** A service's icon, by the name its record gives; decorative (the card's title names the service). */
export function ServiceIcon({name}: {name: ServiceIconName}) {
  return <Glyph icon={serviceGlyphs[name]} />;
}

/** A calculator's icon; decorative (the card's title names the calculator). */
export function CalculatorIcon({name}: {name: CalculatorGlyph}) {
  return <Glyph icon={calculatorGlyphs[name]} />;
}

/** The loan readiness check's icon, beside the calculators' on the tools page. */
export function ReadinessIcon() {
  return <Glyph icon={ClipboardCheck} />;
}

/** A question's icon: the resources hub's FAQs, in the row style of its tools. */
export function QuestionIcon() {
  return <Glyph icon={MessageCircleQuestionMark} />;
}
