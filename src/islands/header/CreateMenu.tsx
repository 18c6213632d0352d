import type { CreateOption, CreateOptionKind } from '@/shared/navigation/createMenu.ts';
import { m } from '@/i18n/messages.ts';
import { Dropdown } from '@/islands/ui/Dropdown.tsx';
import { Icon } from '@/islands/ui/Icon.tsx';

interface CreateMenuProps {
  options: CreateOption[];
}

const LABELS: Record<CreateOptionKind, () => string> = {
  moment: m.chrome_create_post,
  tweet: m.chrome_create_tweet,
  article: m.chrome_create_article,
};

/**
 * A dropdown on wide screens, a plain list inside the mobile menu. The same for every reader: a
 * visitor's choice leads to sign-in through the composer page.
 */
export default function CreateMenu({ options }: CreateMenuProps) {
  const items = options.map((option) => ({
    key: option.kind,
    href: option.href,
    label: LABELS[option.kind](),
    icon: option.kind,
  }));
  return (
    <>
      <Dropdown
        id="create-menu"
        className="create-menu"
        triggerClassName="button button-primary button-small"
        trigger={
          <>
            <Icon name="plus" size={16} />
            <span>{m.chrome_create()}</span>
          </>
        }
        items={items.map((item) => ({ ...item, icon: <Icon name={item.icon} size={16} /> }))}
      />
      <ul className="mobile-create" aria-label={m.chrome_create()}>
        {items.map((item) => (
          <li key={item.key}>
            <a className="mobile-nav-link" href={item.href}>
              <Icon name={item.icon} size={18} />
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
