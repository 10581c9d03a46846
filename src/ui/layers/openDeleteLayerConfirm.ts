import type { AppServices } from '../AppServices';

/** "Delete layer" asks first: the modal statechart's confirmation sends the editor layer.delete. */
export function openDeleteLayerConfirm(services: Pick<AppServices, 'modals'>): void {
  services.modals.send({ type: 'modal.open', modal: 'confirmDeleteLayer' });
}
