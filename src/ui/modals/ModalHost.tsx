import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useServices } from '../AppServices';
import { SettingsDialog } from '../SettingsDialog';
import { PdfPagePicker } from '../import/PdfPagePicker';
import { ClearCanvasChoice } from '../documents/ClearCanvasChoice';
import { SaveOpenDialog } from '../documents/SaveOpenDialog';
import { SaveYourWork } from '../documents/SaveYourWork';
import { ActivateModal, WelcomeBackModal } from '../billing/PayPerDayModals';
import { ConfirmModal } from './ConfirmModal';
import { InfoModal } from './InfoModal';
import { Loader } from './Loader';
import { FeedbackModal } from '../site/FeedbackModal';
import { ExportDialog } from '../print/ExportDialog';
import { LayerItemDialog } from '../takeoff/LayerItemDialog';

/** Renders the modal the modal statechart is in, if any. */
export function ModalHost() {
  const { modals, editor } = useServices();
  const mapOn = useSelector(editor, (snapshot) => snapshot.context.document.map !== null);
  const state = useSelector(modals, (snapshot) => snapshot.value);
  const info = useSelector(modals, (snapshot) => snapshot.context.info);
  const importQuestion = useSelector(modals, (snapshot) => snapshot.context.importQuestion);
  const pdfPages = useSelector(modals, (snapshot) => snapshot.context.pdfPages);
  const loaderMessage = useSelector(modals, (snapshot) => snapshot.context.loaderMessage);
  const loaderCancellable = useSelector(modals, (snapshot) => snapshot.context.loaderCancellable);
  const loaderProgress = useSelector(modals, (snapshot) => snapshot.context.loaderProgress);
  const close = () => modals.send({ type: 'modal.close' });
  const confirm = () => modals.send({ type: 'modal.confirm' });
  // Stable, so each thumbnail that arrives redraws its own page's entry only.
  const choosePage = useCallback((page: number) => modals.send({ type: 'pdf.page.choose', page }), [modals]);
  const addSheets = useCallback((pages: readonly number[]) => modals.send({ type: 'pdf.pages.addAsSheets', pages }), [modals]);

  switch (state) {
    case 'confirmClearCanvas':
      return <ClearCanvasChoice />;
    case 'saveOpen':
      return <SaveOpenDialog onClose={close} />;
    case 'saveYourWork':
      return <SaveYourWork />;
    case 'export':
      return <ExportDialog onClose={close} />;
    case 'confirmDeleteLayer':
      return (
        <ConfirmModal
          title="Delete layer"
          text="This layer, its drawing and its notes will be deleted."
          confirmLabel="Delete"
          onConfirm={confirm}
          onCancel={close}
        />
      );
    case 'confirmToggleMap':
      return (
        <ConfirmModal
          title={mapOn ? 'Hide the map?' : 'Show the map?'}
          text="The drawing on the canvas will be cleared."
          confirmLabel={mapOn ? 'Hide map' : 'Show map'}
          onConfirm={confirm}
          onCancel={close}
        />
      );
    case 'settings':
      return <SettingsDialog onClose={close} />;
    case 'layerItem':
      return <LayerItemDialog onClose={close} />;
    case 'feedback':
      return <FeedbackModal onClose={close} />;
    case 'info':
      return <InfoModal title={info.title} message={info.message} onOk={confirm} onClose={close} />;
    case 'confirmImport':
      return (
        <ConfirmModal
          title={importQuestion.title}
          text={importQuestion.message}
          confirmLabel={importQuestion.confirmLabel}
          cancelLabel={importQuestion.cancelLabel}
          choice={importQuestion.choice}
          onConfirm={confirm}
          onCancel={close}
        />
      );
    case 'pdfPages':
      return <PdfPagePicker pages={pdfPages} onChoose={choosePage} onAddSheets={addSheets} onCancel={close} />;
    case 'activate':
      return <ActivateModal />;
    case 'welcomeBack':
      return <WelcomeBackModal />;
    case 'loading':
      return (
        <Loader
          message={loaderMessage}
          progress={loaderProgress}
          onCancel={loaderCancellable ? () => modals.send({ type: 'loader.cancel' }) : undefined}
        />
      );
    default:
      return null;
  }
}
