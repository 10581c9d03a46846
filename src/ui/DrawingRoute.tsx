/**
 * Route "/", loaded only when it is opened: the drawing screen with its help cards and modals,
 * given the editor part of the app (see App.tsx). PixiJS comes with this chunk, so its eval-free
 * switch is imported first.
 */
import '../render/pixiWithoutEval';
import type { EditorServices } from '../app/appServices';
import { EditorServicesProvider } from './AppServices';
import { DrawingScreen } from './DrawingScreen';
import { HelpCards } from './help/HelpCards';
import { ModalHost } from './modals/ModalHost';

export function DrawingRoute({ editor }: { editor: EditorServices }) {
  return (
    <EditorServicesProvider editor={editor}>
      <DrawingScreen />
      <HelpCards />
      <ModalHost />
    </EditorServicesProvider>
  );
}
