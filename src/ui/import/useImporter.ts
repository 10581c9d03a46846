import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { loadClientId } from '../../net/clientId';
import type { AppServices } from '../AppServices';
import { importsAsTrial, trialImportsOf } from '../../app/billing/trialImports';
import { createImporter, type ImportSource, type ScaleOffer } from '../../app/import/importFile';

export interface Importer {
  /** Whether the person is on a trial, which limits the accepted types. */
  trial: boolean;
  importFile: (file: File, source: ImportSource) => void;
  /** The scale the last imported PDF page states, until used or dismissed. */
  offer: ScaleOffer | null;
  dismissOffer: () => void;
  /** Whether a trial user was just refused a type, until dismissed. */
  trialRefused: boolean;
  dismissTrialRefusal: () => void;
}

/** The drawing screen's import: one per screen, shared by the file input, the drop zone and paste. */
export function useImporter(services: AppServices): Importer {
  const [offer, setOffer] = useState<ScaleOffer | null>(null);
  const [trialRefused, setTrialRefused] = useState(false);
  const trial = useSelector(services.auth, (snapshot) => importsAsTrial(snapshot.context.user));
  const importFile = useMemo(() => {
    const run = createImporter({
      editor: services.editor,
      modals: services.modals,
      notify: services.notify,
      placeImage: services.placeImage,
      isTrial: trialImportsOf(services.auth),
      clientId: loadClientId(),
      offerScale: setOffer,
      refuseForTrial: () => setTrialRefused(true),
      startUntitled: () => services.documents.startUntitled(),
      sheetPages: services.sheetPages,
    });
    return (file: File, source: ImportSource) => void run(file, source);
  }, [services]);
  return {
    trial,
    importFile,
    offer,
    dismissOffer: () => setOffer(null),
    trialRefused,
    dismissTrialRefusal: () => setTrialRefused(false),
  };
}
