import { type RefObject, useEffect } from 'react';

/** The home hero fades out over the first 500 px of scroll. */
export const HERO_FADE_DISTANCE_PX = 500;

export const fadeForScroll = (scrollY: number, distance = HERO_FADE_DISTANCE_PX): number =>
  Math.min(1, Math.max(0, 1 - scrollY / distance));

/** Sets the element's opacity from the window's scroll, once per frame, without re-rendering. */
export function useScrollFade(ref: RefObject<HTMLElement | null>, distance = HERO_FADE_DISTANCE_PX) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (ref.current) ref.current.style.opacity = String(fadeForScroll(window.scrollY, distance));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, distance]);
}
