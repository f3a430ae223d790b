import { useEffect, useState } from 'react';

const loaded = new Map<string, Promise<HTMLImageElement>>();

/** Loads a picture once per address; a failed load is forgotten so a later attempt can try again. */
export function loadImage(source: string): Promise<HTMLImageElement> {
  const known = loaded.get(source);
  if (known) return known;
  const loading = new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      loaded.delete(source);
      reject(new Error(`Could not load ${source}`));
    };
    image.src = source;
  });
  loaded.set(source, loading);
  return loading;
}

/** The loaded picture, or null while it loads or when it cannot be loaded. */
export function useLoadedImage(source: string | undefined): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    let live = true;
    if (!source) {
      setImage(null);
      return;
    }
    loadImage(source).then(
      (picture) => live && setImage(picture),
      () => live && setImage(null),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return image;
}
