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

/**
 * The outline-icon frame (24-unit box) around one path; hidden from assistive tech. Its round 2-unit
 * strokes come from global.css, as for the server's Icon.astro, so the ~50 icons of a comment page's
 * islands do not each carry them.
 */
export function OutlineSvg({ path, size, className }: { path: string; size: number; className: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
