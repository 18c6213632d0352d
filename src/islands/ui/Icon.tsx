import { ICON_PATHS, type IconName } from '@/components/ui/iconPaths.ts';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative outline icon; give the surrounding control its accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <OutlineSvg path={ICON_PATHS[name]} size={size} className={className ? `icon ${className}` : 'icon'} />
  );
}

/** The outline-icon frame (24-unit box, 2-unit round strokes) around one path; hidden from assistive tech. */
export function OutlineSvg({ path, size, className }: { path: string; size: number; className: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
