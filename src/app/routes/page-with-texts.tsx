import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '#portal/components/loading-state.tsx';
import { loadTexts } from '#portal/lib/i18n/i18n.ts';

/**
 * A route page whose texts live in a catalogue namespace of their own: the route's `loader` loads
 * them before the page shows; should they be missing after all (a language switch), the page waits
 * for them. A page module re-exports both: `export const { loader, Component } = pageWithTexts(…)`.
 */
export function pageWithTexts(namespace: Parameters<typeof loadTexts>[0], Page: ComponentType) {
  function Component() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  }
  return { loader: () => loadTexts(namespace), Component };
}
