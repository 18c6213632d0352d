import { ICON_PATHS, type IconName } from '@/components/ui/iconPaths.ts';

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative outline icon; give the surrounding control its accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
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
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
