import { describe, expect, it } from 'vitest';
import { DOCUMENT_ON } from './editorDocument';
import { DRAWING_ON } from './editorDrawing';
import { HISTORY_ON } from './editorHistory';
import { INSTRUMENTS_ON } from './editorInstruments';
import { LAYERS_ON } from './editorLayers';
import { MAP_ON } from './editorMap';
import { NOTES_ON } from './editorNotes';
import { COUNTS_ON } from './editorCounts';
import { SCALE_ON } from './editorScale';
import { VIEW_ON } from './editorView';
import { WAND_ON } from './editorWand';
import { ROOMS_ON } from './editorRooms';
import { PERSPECTIVE_ON } from './editorPerspective';
import { SNAP_ON } from './editorSnap';

const TABLES = { DOCUMENT_ON, DRAWING_ON, HISTORY_ON, INSTRUMENTS_ON, LAYERS_ON, MAP_ON, NOTES_ON, COUNTS_ON, SCALE_ON, VIEW_ON, WAND_ON, ROOMS_ON, PERSPECTIVE_ON, SNAP_ON };

describe('the editor’s feature modules', () => {
  it('each handle their own events: no two transition tables name the same event, so none is overwritten when they are combined', () => {
    const owners = new Map<string, string[]>();
    for (const [table, transitions] of Object.entries(TABLES)) {
      for (const event of Object.keys(transitions)) owners.set(event, [...(owners.get(event) ?? []), table]);
    }
    const shared = [...owners].filter(([, tables]) => tables.length > 1);
    expect(shared).toEqual([]);
  });
});
