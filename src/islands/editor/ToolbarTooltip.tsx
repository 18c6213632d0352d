import { useLayoutEffect, useRef, useState } from 'react';
import type { TooltipTarget } from './useDelayedTooltip.ts';

/** The toolbar's tooltip, centred under its button and kept inside the toolbar's width. */
export function ToolbarTooltip({ target }: { target: TooltipTarget | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const tooltip = ref.current;
    const host = tooltip?.offsetParent;
    if (!target || !tooltip || !host) {
      setPosition(null);
      return;
    }
    const hostRect = host.getBoundingClientRect();
    const anchorRect = target.anchor.getBoundingClientRect();
    const centre = anchorRect.left + anchorRect.width / 2 - hostRect.left;
    const maxLeft = hostRect.width - tooltip.offsetWidth - 4;
    setPosition({
      left: Math.max(4, Math.min(maxLeft, centre - tooltip.offsetWidth / 2)),
      top: anchorRect.bottom - hostRect.top + 6,
    });
  }, [target]);

  if (!target) return null;
  return (
    <div
      ref={ref}
      className="rte-tooltip"
      aria-hidden="true"
      style={position ? { left: position.left, top: position.top } : { visibility: 'hidden' }}
    >
      {target.text}
    </div>
  );
}
