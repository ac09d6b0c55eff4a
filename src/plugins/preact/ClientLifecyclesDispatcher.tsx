/**
 * Docusaurus's ClientLifecyclesDispatcher without its scrolling.
 *
 * The original scrolls to the top (or the #hash) in a layout effect as the
 * router commits a new address. Under React the new page's content commits
 * in the same pass; under Preact the components that read the address render
 * one microtask later, so that scroll ran against the old content, and on a
 * calculator (whose inputs live in the query string) it ran before the
 * calculator could note its scroll position. The scrolling now lives in
 * src/client/scrollRestoration.ts, which waits for the content.
 */
import type {ReactNode} from 'react';
import type {Location} from 'history';
import clientModules from '@generated/client-modules';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

type LifecycleAction = 'onRouteUpdate' | 'onRouteDidUpdate';
type Callback = ((...args: unknown[]) => (() => void) | void) | undefined;

/** Calls one lifecycle function of every client module; returns their clean-ups as one function. */
export function dispatchLifecycleAction(action: LifecycleAction, ...args: unknown[]): () => void {
  const callbacks = clientModules.map((clientModule) => {
    const module = clientModule as {default?: Record<string, Callback>} & Record<string, Callback>;
    const lifecycleFunction = module.default?.[action] ?? module[action];
    return lifecycleFunction?.(...args);
  });
  return () => callbacks.forEach((cleanUp) => cleanUp?.());
}

export default function ClientLifecyclesDispatcher({
  children,
  location,
  previousLocation,
}: {
  children: ReactNode;
  location: Location;
  previousLocation: Location | null;
}): ReactNode {
  useIsomorphicLayoutEffect(() => {
    if (previousLocation !== location) dispatchLifecycleAction('onRouteDidUpdate', {previousLocation, location});
  }, [previousLocation, location]);
  return children;
}
