/**
 * Saves an export's files one after another, EXPORT_SPACING_MS apart (spec drawing-core §9), so
 * the browser takes each download instead of refusing a burst: save → wait → save … → done.
 */
import { assign, setup, type ActorRefFrom } from 'xstate';
import { EXPORT_SPACING_MS } from '../../shared/print';

export interface FileToSave {
  readonly name: string;
  readonly blob: Blob;
}

export interface SpacedSavesInput {
  files: readonly FileToSave[];
  save: (file: FileToSave) => void;
}

export const spacedSavesMachine = setup({
  types: {
    context: {} as SpacedSavesInput & { next: number },
    input: {} as SpacedSavesInput,
  },
  delays: { spacing: EXPORT_SPACING_MS },
  guards: {
    allSaved: ({ context }) => context.next >= context.files.length,
  },
  actions: {
    saveNext: ({ context }) => context.save(context.files[context.next]!),
    advance: assign({ next: ({ context }) => context.next + 1 }),
  },
}).createMachine({
  id: 'spacedSaves',
  context: ({ input }) => ({ ...input, next: 0 }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'allSaved', target: 'done' }, { target: 'saving' }],
    },
    saving: {
      entry: ['saveNext', 'advance'],
      always: [{ guard: 'allSaved', target: 'done' }, { target: 'waiting' }],
    },
    waiting: {
      after: { spacing: { target: 'saving' } },
    },
    done: { type: 'final' },
  },
});

export type SpacedSavesActor = ActorRefFrom<typeof spacedSavesMachine>;
