import { useCallback, useEffect, useRef, useState } from 'react';
import { EDITOR_TOOLTIP_HIDE_MS, EDITOR_TOOLTIP_SHOW_MS } from '@/shared/editor/editorConstants.ts';

export interface TooltipTarget {
  anchor: HTMLElement;
  text: string;
}

/**
 * One tooltip for a toolbar: it shows 200 ms after hover or focus and hides 100 ms after leaving;
 * moving to a neighbour while it is shown switches at once.
 */
export function useDelayedTooltip() {
  const [target, setTarget] = useState<TooltipTarget | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const visible = useRef(false);

  const clear = () => window.clearTimeout(timer.current);
  useEffect(() => clear, []);

  const show = useCallback((anchor: HTMLElement, text: string) => {
    clear();
    if (visible.current) {
      setTarget({ anchor, text });
      return;
    }
    timer.current = window.setTimeout(() => {
      visible.current = true;
      setTarget({ anchor, text });
    }, EDITOR_TOOLTIP_SHOW_MS);
  }, []);

  const hide = useCallback((immediately = false) => {
    clear();
    const close = () => {
      visible.current = false;
      setTarget(null);
    };
    if (immediately) close();
    else timer.current = window.setTimeout(close, EDITOR_TOOLTIP_HIDE_MS);
  }, []);

  return { target, show, hide };
}

export type DelayedTooltip = ReturnType<typeof useDelayedTooltip>;
