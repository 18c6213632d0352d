import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen on the editor container; the state follows the browser's fullscreenchange event. */
export function useFullscreen(containerRef: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setIsFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef]);

  const toggle = useCallback(async () => {
    const container = containerRef.current;
    if (!container) return;
    try {
      if (document.fullscreenElement === container) await document.exitFullscreen();
      else await container.requestFullscreen();
    } catch (error) {
      // A refused fullscreen is only logged; the editor keeps working in place.
      console.warn('[editor] fullscreen request failed', error);
    }
  }, [containerRef]);

  return { isFullscreen, toggle };
}
