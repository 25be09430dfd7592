import { useEffect, useState } from 'react';

export type ScriptStatus = 'idle' | 'loading' | 'ready' | 'error';
const statuses = new Map<string, ScriptStatus>();

/** Loads a third-party script once (only when `src` is given), and reports whether it is ready. */
export const useExternalScript = (src: string | null): ScriptStatus => {
  const [loaded, setLoaded] = useState<Record<string, ScriptStatus>>({});
  useEffect(() => {
    if (!src || statuses.get(src) === 'ready' || statuses.get(src) === 'error') return;
    let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
      statuses.set(src, 'loading');
    }
    const settle = (status: ScriptStatus) => () => {
      statuses.set(src, status);
      setLoaded((prev) => ({ ...prev, [src]: status }));
    };
    const handleLoad = settle('ready');
    const handleError = settle('error');
    script.addEventListener('load', handleLoad);
    script.addEventListener('error', handleError);
    return () => {
      script.removeEventListener('load', handleLoad);
      script.removeEventListener('error', handleError);
    };
  }, [src]);
  if (!src) return 'idle';
  return loaded[src] ?? statuses.get(src) ?? 'loading';
};
