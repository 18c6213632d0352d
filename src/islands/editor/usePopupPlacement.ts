import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const GAP_PX = 6;

/** Places a popup under `anchor` (viewport coordinates) inside the scrolling editing area. */
export function usePopupPlacement(
  anchor: DOMRect | null,
  areaRef: RefObject<HTMLElement | null>,
  contentKey: string,
) {
  const popupRef = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const area = areaRef.current;
    const popup = popupRef.current;
    if (!anchor || !area || !popup) {
      setPlacement(null);
      return;
    }
    const areaRect = area.getBoundingClientRect();
    const below = anchor.bottom + GAP_PX;
    const fitsBelow = below + popup.offsetHeight <= window.innerHeight || anchor.top < popup.offsetHeight;
    const top = fitsBelow ? below : anchor.top - GAP_PX - popup.offsetHeight;
    const maxLeft = areaRect.width - popup.offsetWidth - GAP_PX;
    setPlacement({
      top: top - areaRect.top + area.scrollTop,
      left: Math.max(GAP_PX, Math.min(maxLeft, anchor.left - areaRect.left)),
    });
  }, [anchor, areaRef, contentKey]);
  const style = placement ?? { visibility: 'hidden' as const, top: 0, left: 0 };
  return { popupRef, style };
}
