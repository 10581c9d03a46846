import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ExportChoice } from '../../app/print/printWorkflows';
import { DEFAULT_EXPORT_FILE_NAME } from '../../shared/print';
import { useServices } from '../AppServices';
import { Modal } from '../modals/Modal';
import './print.css';

interface Choice {
  choice: ExportChoice;
  label: string;
  note: string;
}

const EVERYWHERE: readonly Choice[] = [
  { choice: 'images', label: 'Images (PNG, one per layer)', note: 'A picture of each drawn layer with its labels, saved one after another.' },
  { choice: 'csv', label: 'Measurements (CSV)', note: 'Each closed layer’s perimeter and area, for a spreadsheet.' },
  { choice: 'report', label: 'Report (PDF)', note: 'The drawing, then every length, perimeter, area and angle, and how the scale was set.' },
  { choice: 'dxf', label: 'Drawing (DXF)', note: 'The shapes in real units, for CAD.' },
];

const ON_THE_MAP: readonly Choice[] = [
  { choice: 'geojson', label: 'GeoJSON', note: 'The map drawing’s polygons with their geodesic area and perimeter.' },
  { choice: 'kml', label: 'KML', note: 'The same, for Google Earth.' },
];

function ChoiceButton({ choice, onChoose }: { choice: Choice; onChoose: (choice: ExportChoice) => void }) {
  const noteId = useId();
  return (
    <li className="export-choice">
      <button type="button" className="export-choice-button" aria-describedby={noteId} onClick={() => onChoose(choice.choice)}>
        {choice.label}
      </button>
      <span id={noteId} className="export-choice-note">
        {choice.note}
      </span>
    </li>
  );
}

/**
 * Export [E] (spec drawing-core §4 "Export"): one button per kind of file; choosing one closes the
 * dialog and starts that export (app/print/printWorkflows.ts). GeoJSON and KML only on the map.
 */
export function ExportDialog({ onClose }: { onClose: () => void }) {
  const { editor, print } = useServices();
  const onMap = useSelector(editor, (snapshot) => snapshot.context.document.map !== null);
  const choices = onMap ? [...EVERYWHERE, ...ON_THE_MAP] : EVERYWHERE;
  const choose = (choice: ExportChoice) => {
    onClose();
    void print.exportAs(choice);
  };
  return (
    <Modal title="Export" onClose={onClose} className="dialog-export">
      <p className="export-intro">Save the drawing as files, named after it (“{DEFAULT_EXPORT_FILE_NAME}” until it is saved).</p>
      <ul className="export-choices">
        {choices.map((choice) => (
          <ChoiceButton key={choice.choice} choice={choice} onChoose={choose} />
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="dialog-button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
