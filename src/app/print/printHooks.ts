/**
 * The print view's two hooks for a print renderer (spec drawing-core §4 "Print"; PrintHooks in
 * shared/print.ts), on `window[PRINT_HOOKS_GLOBAL]` while the view is open: `loadPrintData` draws
 * the body of a print with the engine's SVG renderer, in the page, and shows it; `changeLayer`
 * draws one layer of it (or all again with null); `state` is the view's print state.
 *
 * A picture shown through <img> cannot load an outside file, so a body whose image is one of our
 * uploads (no `background` sent: the server reads those itself) is drawn first without it and
 * again, waiting for readiness anew, once the page has read the upload as a data URL.
 */
import { renderDrawingSvg } from '../../engine/print/drawingSvg';
import { PRINT_HOOKS_GLOBAL, printRequestSchema, type PrintHooks, type PrintRequest } from '../../shared/print';
import { printStateOf, type PrintViewActor } from './printViewMachine';

/** The picture of a print body as an SVG data URL: every shown layer, or layer `layer` (0-based) alone. */
export function drawingPicture(request: PrintRequest, layer: number | null): string {
  const svg = renderDrawingSvg({
    state: request.state,
    stage: request.stage,
    settings: request.settings,
    ...(request.background ? { backgroundHref: request.background } : {}),
    ...(layer === null ? {} : { layer }),
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The image the server would read itself: an upload's path on this site, not sent as `background`. */
const uploadPath = (request: PrintRequest): string | null => {
  const url = request.state.image?.url;
  return !request.background && url?.startsWith('/api/uploads/') ? url : null;
};

/**
 * Sets the hooks on `target` (the window); answers the function that takes them away again.
 * `imageDataUrl` reads an upload as a data URL (app/print/pageImages.ts in the page).
 */
export function installPrintHooks(target: object, view: PrintViewActor, imageDataUrl: (url: string) => Promise<string>): () => void {
  /** Each loaded body with the upload under it read in, once it is. */
  const withBackground = new WeakMap<PrintRequest, PrintRequest>();
  /** Bodies whose upload is being read, so a second change of layer does not read it again. */
  const reading = new WeakSet<PrintRequest>();
  const drawable = (request: PrintRequest) => withBackground.get(request) ?? request;

  const readUpload = (request: PrintRequest, url: string) => {
    if (reading.has(request)) return;
    reading.add(request);
    imageDataUrl(url).then(
      (background) => {
        withBackground.set(request, { ...request, background });
        const { context } = view.getSnapshot();
        // Another body may have been loaded, or the view closed, while the upload was read.
        if (context.request === request) view.send({ type: 'print.layer', layer: context.layer, image: drawingPicture(drawable(request), context.layer) });
      },
      (error: unknown) => console.error('The image under the print could not be read', error),
    );
  };

  const hooks: PrintHooks = {
    loadPrintData(data, options = {}) {
      const request = printRequestSchema.parse(data);
      view.send({
        type: 'print.load',
        request,
        image: drawingPicture(request, null),
        isExport: options.isExport ?? false,
        isPhantomJs: options.isPhantomJs ?? false,
      });
      const upload = uploadPath(request);
      if (upload) readUpload(request, upload);
    },
    changeLayer(index) {
      const { request } = view.getSnapshot().context;
      if (!request) throw new Error('No print data: call loadPrintData first');
      if (index !== null && !(Number.isInteger(index) && index >= 0 && index < request.state.layers.list.length)) {
        throw new RangeError(`There is no layer ${String(index)}: the drawing has ${request.state.layers.list.length}`);
      }
      view.send({ type: 'print.layer', layer: index, image: drawingPicture(drawable(request), index) });
      // A print opened in the app shows the server's PNG: its upload is read in at the first change.
      const upload = uploadPath(request);
      if (upload && !withBackground.has(request)) readUpload(request, upload);
    },
    get state() {
      return printStateOf(view.getSnapshot());
    },
  };
  const slots = target as Record<string, unknown>;
  slots[PRINT_HOOKS_GLOBAL] = hooks;
  return () => {
    if (slots[PRINT_HOOKS_GLOBAL] === hooks) delete slots[PRINT_HOOKS_GLOBAL];
  };
}
