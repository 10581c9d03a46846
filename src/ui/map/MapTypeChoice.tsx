import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { mapTypeAvailability } from '../../render/map/mapView';
import { MAP_TYPES, MAP_TYPE_LABELS } from '../../shared/map';
import { useServices } from '../AppServices';
import { useMapConfig } from './useMapConfig';

/**
 * "Map type": Map, Hybrid and Satellite as a radio group. A type this server has no source for is
 * disabled, and the group says why.
 */
export function MapTypeChoice() {
  const { editor } = useServices();
  const type = useSelector(editor, (snapshot) => snapshot.context.document.map?.type ?? 'map');
  const config = useMapConfig();
  const noteId = useId();

  const availability = config ? mapTypeAvailability(config) : null;
  const reasons = availability ? [...new Set(MAP_TYPES.flatMap((each) => availability[each].reason ?? []))] : [];
  return (
    <fieldset className="map-type" role="radiogroup" aria-label="Map type" aria-describedby={reasons.length ? noteId : undefined}>
      <legend>Map type</legend>
      {MAP_TYPES.map((each) => (
        <label key={each} className="map-type-option">
          <input
            type="radio"
            name="map-type"
            value={each}
            checked={type === each}
            disabled={!availability?.[each].available && each !== 'map'}
            onChange={() => editor.send({ type: 'map.type', mapType: each })}
          />
          {MAP_TYPE_LABELS[each]}
        </label>
      ))}
      {reasons.length > 0 && (
        <p id={noteId} className="map-type-note">
          {reasons.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
