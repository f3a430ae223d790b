import { Megaphone, Mic, Palette, Users, Video, Wrench } from 'lucide-react';
import type { ServiceIcon as ServiceIconName } from '../../lib/creatives-content.ts';

const icons = {
  palette: Palette,
  video: Video,
  mic: Mic,
  wrench: Wrench,
  megaphone: Megaphone,
  users: Users,
};

export function ServiceIcon({ name, className = 'size-6' }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden />;
}
