import type { IconName } from '@/components/ui/iconPaths.ts';
import { Icon } from '@/islands/ui/Icon.tsx';

interface HeaderCountLinkProps {
  href: string;
  icon: IconName;
  /** The badge text ('' hides it, '9+' above nine). */
  count: string;
  className: string;
  /** Added while the count shows. */
  unreadClassName: string;
  label: string;
  /** The test hook, e.g. `{ 'data-message-notice': '' }`. */
  data: Record<`data-${string}`, string>;
}

/** A header icon linking to a list, with its unread count as a badge. */
export function HeaderCountLink({
  href,
  icon,
  count,
  className,
  unreadClassName,
  label,
  data,
}: HeaderCountLinkProps) {
  return (
    <a
      href={href}
      className={count ? `${className} ${unreadClassName}` : className}
      {...data}
      aria-label={label}
    >
      <Icon name={icon} />
      <span className="badge" aria-hidden="true" hidden={!count}>
        {count}
      </span>
    </a>
  );
}
