import { useEffect, useId, useRef, type ReactNode } from 'react';
import { attachDropdown } from '@/components/ui/dropdownController.ts';

export { DROPDOWN_DELAY_MS } from '@/components/ui/dropdownController.ts';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A link item navigates; otherwise onSelect runs after the menu closes. */
  href?: string | undefined;
  onSelect?: (() => void) | undefined;
  current?: boolean | undefined;
  danger?: boolean | undefined;
  lang?: string | undefined;
}

interface DropdownProps {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text. */
  triggerLabel?: string | undefined;
  triggerClassName?: string | undefined;
  items: DropdownItem[];
  align?: 'start' | 'end';
  className?: string | undefined;
}

/**
 * A menu button for islands, with the same markup, classes and behaviour (hover delay 150 ms,
 * keyboard support) as src/components/ui/Dropdown.astro; the shared controller owns the
 * open state in the DOM, so React renders the closed menu once and leaves it alone.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName,
  items,
  align = 'end',
  className,
}: DropdownProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => (rootRef.current ? attachDropdown(rootRef.current) : undefined), []);

  return (
    <div ref={rootRef} className={className ? `dropdown ${className}` : 'dropdown'}>
      <button
        type="button"
        className={triggerClassName ? `dropdown-trigger ${triggerClassName}` : 'dropdown-trigger'}
        data-dropdown-trigger=""
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls={menuId}
        aria-label={triggerLabel}
      >
        {trigger}
      </button>
      <div
        id={menuId}
        role="menu"
        className={`dropdown-menu dropdown-menu-${align}`}
        data-dropdown-menu=""
        hidden
      >
        {items.map((item) => {
          const props = {
            role: 'menuitem',
            tabIndex: -1,
            className: `dropdown-item${item.danger ? ' dropdown-item-danger' : ''}`,
            lang: item.lang,
            'aria-current': item.current ? ('true' as const) : undefined,
            onClick: item.onSelect,
          };
          const content = (
            <>
              {item.icon}
              <span>{item.label}</span>
            </>
          );
          return item.href ? (
            <a key={item.key} href={item.href} {...props}>
              {content}
            </a>
          ) : (
            <button key={item.key} type="button" {...props}>
              {content}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export default Dropdown;
