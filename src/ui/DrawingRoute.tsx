/**
 * Route "/", loaded only when it is opened: the drawing screen with its help cards and modals,
 * given the editor part of the app (see App.tsx). PixiJS comes with this chunk, so its eval-free
 * switch is imported first.
 */
import '../render/pixiWithoutEval';
import { useSelector } from '@xstate/react';
import type { EditorServices } from '../app/appServices';
import { isEducatorAccount } from '../app/classroom/educatorView';
import { EditorServicesProvider, useCoreServices } from './AppServices';
import { EducatorScreen } from './classroom/EducatorScreen';
import { DrawingScreen } from './DrawingScreen';
import { HelpCards } from './help/HelpCards';
import { ModalHost } from './modals/ModalHost';
import { PrintViewHost } from './print/PrintViewHost';

/** The educator plan makes "/" the read-only educator view (spec accounts §2, drawing-core §6). */
export function DrawingRoute({ editor }: { editor: EditorServices }) {
  const { auth } = useCoreServices();
  const educator = useSelector(auth, (snapshot) => isEducatorAccount(snapshot.context.user));
  return (
    <EditorServicesProvider editor={editor}>
      {educator ? <EducatorScreen /> : <DrawingScreen />}
      {/* The guided help teaches drawing, which the educator's read-only view does not offer. */}
      {!educator && <HelpCards />}
      <ModalHost />
      <PrintViewHost />
    </EditorServicesProvider>
  );
}
