import { useSelector } from '@xstate/react';
import { useServices } from '../AppServices';

/**
 * The notification stack. Danger notices are alerts (announced at once); the rest are status
 * messages (announced politely).
 */
export function Notifications() {
  const { notifications } = useServices();
  const items = useSelector(notifications, (snapshot) => snapshot.context.items);
  return (
    <div className="notifications" role="region" aria-label="Notifications">
      {items.map((item) => (
        <div
          key={item.id}
          className={`notification notification-${item.kind}`}
          role={item.kind === 'danger' ? 'alert' : 'status'}
        >
          {item.message}
          <button
            type="button"
            className="notification-close"
            aria-label="Dismiss notification"
            onClick={() => notifications.send({ type: 'dismiss', id: item.id })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
