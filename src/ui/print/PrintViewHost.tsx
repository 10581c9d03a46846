import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useServices } from '../AppServices';

// The print view and the SVG renderer its hooks use load the first time a print opens.
const PrintView = lazy(() => import('./PrintView'));

/** Shows the print view while its statechart is open. */
export function PrintViewHost() {
  const { print } = useServices();
  const open = useSelector(print.view, (snapshot) => snapshot.matches('open'));
  return open ? (
    <Suspense fallback={null}>
      <PrintView />
    </Suspense>
  ) : null;
}
