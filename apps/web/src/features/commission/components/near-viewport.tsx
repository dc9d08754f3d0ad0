import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its children once their place comes within `margin` of the viewport. On a phone the grids sit well below
 * the charts: building them while the rep reads the figures above only keeps the processor busy.
 */
export const NearViewport = ({ children, margin = '600px' }: { children: ReactNode; margin?: string }) => {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !spot.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={spot} className="cm-later" data-testid="cm-later" aria-hidden="true" />;
};
