import { $colorMode, isDarkMode, toggleColorMode, type ColorMode } from '@/stores/colorMode.ts';
import { m } from '@/i18n/messages.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { ToggleButton } from '@/islands/ui/ToggleButton.tsx';
import { useServerFirst } from '@/islands/ui/useServerFirst.ts';

const SERVER_MODE: ColorMode = 'light';

/**
 * A click switches between dark and light. The icon shows what a click switches to;
 * CSS picks it from the class the first-paint script set, so it is right before hydration.
 */
export default function ColorModeToggle() {
  const mode = useServerFirst($colorMode, SERVER_MODE);
  return (
    <ToggleButton
      className="header-icon color-mode-toggle"
      data-color-mode-toggle=""
      aria-label={m.chrome_color_mode_toggle()}
      pressed={isDarkMode(mode)}
      onClick={toggleColorMode}
    >
      <Icon name="moon" className="icon-when-light" />
      <Icon name="sun" className="icon-when-dark" />
    </ToggleButton>
  );
}
