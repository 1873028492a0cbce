import {
  BarChart3,
  Compass,
  Handshake,
  Layers,
  Lightbulb,
  Map,
  Network,
  RefreshCw,
  Scale,
  Search,
  ShieldCheck,
  Target,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/pages/home/sections';

const icons: Record<IconName, LucideIcon> = {
  target: Target,
  compass: Compass,
  'shield-check': ShieldCheck,
  users: Users,
  'bar-chart-3': BarChart3,
  network: Network,
  search: Search,
  map: Map,
  wrench: Wrench,
  'refresh-cw': RefreshCw,
  handshake: Handshake,
  scale: Scale,
  lightbulb: Lightbulb,
  layers: Layers,
};

/** A decorative icon by name; unknown names fall back to the chart icon (SPEC §8). */
export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = icons[name as IconName] ?? BarChart3;
  return <Component aria-hidden="true" className={className ?? 'size-6'} />;
}
