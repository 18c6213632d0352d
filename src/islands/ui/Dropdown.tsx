import { useId, type ReactNode } from 'react';
import { useDropdown } from './useDropdown.ts';

interface DropdownItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A link item navigates; otherwise onSelect runs once the menu is closed. */
  href?: string | undefined;
  /**
   * The item is the submit button of a POST form to this address: what a browser does with it
   * when the script cannot run; with the script, onSelect runs instead.
   */
  formAction?: string | undefined;
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
  /** The trigger's id (the menu's is `${id}-menu`); generated when omitted. */
  id?: string | undefined;
}

/**
 * A menu button (the .dropdown classes of src/styles/ui.css);
 * the behaviour (hover delay, keyboard, outside clicks) is useDropdown.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName,
  items,
  align = 'end',
  className,
  id,
}: DropdownProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const menuId = `${triggerId}-menu`;
  const { close, rootProps, triggerProps, menuProps } = useDropdown();

  return (
    <div {...rootProps} className={className ? `dropdown ${className}` : 'dropdown'}>
      <button
        {...triggerProps}
        type="button"
        id={triggerId}
        className={triggerClassName ? `dropdown-trigger ${triggerClassName}` : 'dropdown-trigger'}
        aria-haspopup="menu"
        aria-controls={menuId}
        aria-label={triggerLabel}
      >
        {trigger}
      </button>
      <div {...menuProps} id={menuId} role="menu" className={`dropdown-menu dropdown-menu-${align}`}>
        {items.map((item) => {
          const props = {
            role: 'menuitem',
            tabIndex: -1,
            className: `dropdown-item${item.danger ? ' dropdown-item-danger' : ''}`,
            lang: item.lang,
            'aria-current': item.current ? ('true' as const) : undefined,
            onClick: (event: { preventDefault(): void }) => {
              if (item.formAction) event.preventDefault();
              close(!item.href);
              item.onSelect?.();
            },
          };
          const content = (
            <>
              {item.icon}
              <span>{item.label}</span>
            </>
          );
          if (item.formAction) {
            return (
              <form key={item.key} method="post" action={item.formAction} className="dropdown-form">
                <button type="submit" {...props}>
                  {content}
                </button>
              </form>
            );
          }
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
