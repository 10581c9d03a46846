import { useSelector } from '@xstate/react';
import { useCoreServices } from '../AppServices';
import { InfoModal } from './InfoModal';

/**
 * The info modal on the public pages: the server's "Logged out" message (spec accounts §8) shows
 * on the login page the logout led to. The drawing route's ModalHost renders every other modal.
 */
export function PublicInfoModal() {
  const { modals } = useCoreServices();
  const info = useSelector(modals, (snapshot) => (snapshot.matches('info') ? snapshot.context.info : null));
  if (!info) return null;
  return (
    <InfoModal
      title={info.title}
      message={info.message}
      onOk={() => modals.send({ type: 'modal.confirm' })}
      onClose={() => modals.send({ type: 'modal.close' })}
    />
  );
}
