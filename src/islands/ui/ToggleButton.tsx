import type { ButtonHTMLAttributes } from 'react';

export interface ToggleButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** On or off: aria-pressed. */
  pressed: boolean;
  /** While the change is under way: aria-busy. */
  busy?: boolean | undefined;
}

/** A button that turns something on or off (follow, block, like, dark mode), saying which it is now. */
export function ToggleButton({ pressed, busy, ...button }: ToggleButtonProps) {
  return <button type="button" {...button} aria-pressed={pressed} aria-busy={busy || undefined} />;
}
