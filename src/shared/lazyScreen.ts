import { type ComponentType, createElement, lazy } from 'react';

/** A screen whose code loads on first use, and can be asked to load ahead of it. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * Like React.lazy, with a `preload`. A screen whose code is there before it renders draws at once,
 * without suspending: React holds a revealed Suspense boundary back for up to 300 ms, which a
 * deep link, a reload or the landing page after login would otherwise wait for every time.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Screen = (props: P) => createElement((loaded ?? Suspending) as ComponentType<P>, props);
  return Object.assign(Screen, { preload });
}
