import { useEffect, useRef } from 'react';
import { $mobileMenuOpen, MOBILE_MAX_WIDTH } from '@/stores/mobileMenu.ts';
import { m } from '@/i18n/messages.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { useServerFirst } from '@/islands/ui/useServerFirst.ts';

interface MobileMenuButtonProps {
  /** The id of the navigation it opens; CSS shows it while this button is expanded. */
  controls: string;
}

const close = () => $mobileMenuOpen.set(false);

/**
 * The mobile menu: the burger opens and closes the navigation; a link click inside it, a
 * window wider than the breakpoint, Escape, or a page restored from the back/forward cache closes it.
 */
export default function MobileMenuButton({ controls }: MobileMenuButtonProps) {
  const open = useServerFirst($mobileMenuOpen, false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_MAX_WIDTH + 1}px)`);
    const onWide = (event: MediaQueryListEvent) => event.matches && close();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && document.getElementById(controls)?.contains(link) && !wide.matches) close();
    };
    wide.addEventListener('change', onWide);
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', close);
    return () => {
      wide.removeEventListener('change', onWide);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', close);
    };
  }, [controls]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className="header-icon burger"
      data-burger=""
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? m.chrome_nav_menu_close() : m.chrome_nav_menu_open()}
      onClick={() => $mobileMenuOpen.set(!open)}
    >
      <Icon name="menu" className="icon-when-closed" />
      <Icon name="close" className="icon-when-open" />
    </button>
  );
}
