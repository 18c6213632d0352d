import { ICON_PATHS, type IconName } from '@/components/ui/iconPaths.ts';

type IconProps = {
  size?: number;
  className?: string | undefined;
} & ({ name: IconName; path?: never } | { path: string; name?: never });

/**
 * A decorative outline icon (24-unit box, its round 2-unit strokes from global.css); give the
 * surrounding control its accessible name. Server-rendered pages and islands use this one component;
 * `name` picks a site icon, `path` draws one of a feature's own (the editor's toolbar).
 */
export function Icon({ name, path, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={name ? ICON_PATHS[name] : path} />
    </svg>
  );
}
