/**
 * The services createApp builds, in two parts. The core starts with the page: who is logged in,
 * the settings and help flags, notifications, modals, the live socket's news and the router's
 * navigator; the login and registration pages need nothing more. The editor part (the editor
 * statechart, the kernel worker, the saved-document session, the import's last step, the map's
 * calls) loads with the drawing screen, so the first screen carries none of its code.
 */
import type { SheetSwitcher } from './sheets/sheetSwitcher';
import type { PdfSheetPages } from './sheets/pdfSheetPages';
import type { ActorRefFrom } from 'xstate';
import type { EditorActor } from '../engine/editor/editorMachine';
import type { Notice } from '../shared/notices';
import type { KernelClient } from '../engine/kernels/kernelClient';
import type { Measurer } from '../engine/measure/fallbackMeasurer';
import type { AuthApi } from '../net/authApi';
import type { AuthActor } from '../net/authMachine';
import type { BillingApi } from '../net/billingApi';
import type { ClassroomApi } from '../net/classroomApi';
import type { ContentApi } from '../net/contentApi';
import type { DocumentsApi } from '../net/documentsApi';
import type { MapApi } from '../net/mapApi';
import type { SettingsMachine } from '../net/settingsMachine';
import type { ToursMachine } from '../net/toursMachine';
import type { LiveConnectionActor } from './live/liveConnectionMachine';
import type { DocumentSession } from './documents/documentSession';
import type { HelpActor } from './help/helpMachine';
import type { PlaceImage } from './import/importedImage';
import type { ModalActor } from './modals/modalMachine';
import type { PrintServices } from './print/printServices';
import type { Navigator } from './navigator';
import type { NotificationsActor } from './notifications/notificationsMachine';
import type { AccountTabServices } from './settings/accountTabServices';
import type { BillingServices } from './billing/billingServices';
import type { EducatorEvents } from './classroom/educatorEvents';
import type { SiteServices } from './site/siteServices';
import type { StudentClassroomActor } from './classroom/studentClassroomMachine';
import type { DraftRecoveryActor } from './documents/draftRecoveryMachine';

export interface CoreServices {
  settings: ActorRefFrom<SettingsMachine>;
  notifications: NotificationsActor;
  notify: (notice: Notice) => void;
  /** Which modal is open; send `modal.open` / `modal.close` / `modal.confirm` (see modals/modalMachine.ts). */
  modals: ModalActor;
  /** The remembered help flags, loaded from and saved to /api/tours. */
  tours: ActorRefFrom<ToursMachine>;
  /** Which guided help step and popovers show. */
  help: HelpActor;
  /** Who is logged in: send `login`, `verify`, `logout` (see net/authMachine.ts). */
  auth: AuthActor;
  /** The auth and account calls (register, resend, reset, updates…). */
  authApi: AuthApi;
  /** Moves the router from outside React (status rules). */
  navigator: Navigator;
  /** The saved-documents calls the Save / Open dialog makes directly (list, archive, delete). */
  documentsApi: DocumentsApi;
  /** Plans, prices, checkout, card, unsubscribe, trial and pay-per-day calls (spec accounts §7). */
  billingApi: BillingApi;
  /** Help, blog and API sign-up calls of the public site (spec accounts §7 "Content"). */
  contentApi: ContentApi;
  /** A student's classroom session and its settings (null context outside one); absent in tests that have none. */
  studentClassroom?: StudentClassroomActor;
  /** The educator's calls: application, badge, classroom sessions and their documents, revoke (spec accounts §7 "Educator"). */
  classroomApi: ClassroomApi;
  /** The educator's live socket news (session ended, session documents updated). */
  educatorEvents: EducatorEvents;
  /** Calls `listener` when the live socket says the document list changed; answers the unsubscribe. */
  onDocumentsChanged: (listener: () => void) => () => void;
  /** The live socket's own connection state (AB3.20); absent in tests that have none. */
  liveConnection?: LiveConnectionActor;
  /** The Account tab's user and update calls; absent in tests that have no auth. */
  account?: AccountTabServices;
  /** Access by plan, the header countdown and the pay-per-day modals. */
  billing: BillingServices;
  /** The cookie consent, the site notification banner and the site's configuration. */
  site: SiteServices;
}

export interface EditorServices {
  editor: EditorActor;
  measurer: Measurer;
  /** The kernel worker: the wand over a resident image, simplification, crossings, areas. */
  kernels: KernelClient;
  /** Puts an imported image under a cleared drawing (see import/placeImage.ts). */
  placeImage: PlaceImage;
  /** Finds every room of the image and adds each as a layer (rooms/detectRooms.ts); answers how many. */
  detectRooms: () => Promise<number>;
  /** Saving, opening and clearing the drawing as a saved document; the unsaved-changes guards. */
  documents: DocumentSession;
  /** Showing another sheet of the document, its image loaded into the kernel worker first. */
  sheets: SheetSwitcher;
  /** Pages added as sheets, drawn when first needed. */
  sheetPages: PdfSheetPages;
  /** Crash-safe drawing: the unsaved drawing kept on this device, and the offer to bring one back. */
  drafts: DraftRecoveryActor;
  /** The map's configuration and the place search. */
  mapApi: MapApi;
  /** Print [P], the Export dialog's choices and the print view. */
  print: PrintServices;
}

/** Everything the drawing screen reads: the core and the editor part together. */
export type AppServices = CoreServices & EditorServices;
