import { useEffect, useState } from 'react';

function matches(query: string): boolean {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** Whether the page matches a media query now, kept current as the viewport changes. */
export function useMediaQuery(query: string): boolean {
  const [current, setCurrent] = useState(() => matches(query));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setCurrent(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return current;
}
