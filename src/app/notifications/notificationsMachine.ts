/**
 * Notifications on screen (spec drawing-core §2, §8): success, info, warning and danger, each
 * leaving after its own duration. A repeat of a message already shown restarts its time rather
 * than stacking a copy.
 */
import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { Notice } from '../../shared/notices';

export interface ShownNotice extends Notice {
  id: number;
}

type NotificationsEvent = { type: 'notify'; notice: Notice } | { type: 'dismiss'; id: number };

export const notificationsMachine = setup({
  types: {
    context: {} as { items: ShownNotice[]; nextId: number },
    events: {} as NotificationsEvent,
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], nextId: 1 },
  on: {
    notify: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const id = context.nextId;
        const others = context.items.filter((item) => item.message !== event.notice.message);
        enqueue.assign({ items: [...others, { ...event.notice, id }], nextId: id + 1 });
        enqueue.raise({ type: 'dismiss', id }, { delay: event.notice.durationMs });
      }),
    },
    dismiss: {
      actions: assign({ items: ({ context, event }) => context.items.filter((item) => item.id !== event.id) }),
    },
  },
});

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;
