import { useSelector } from '@xstate/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { mapCamera } from '../../engine/map/mapMode';
import { parseLatitude, parseLongitude } from './coordinates';
import { useServices } from '../AppServices';

/** Degrees as the boxes show them: 6 decimals, about 0.1 m. */
const degrees = (value: number): string => value.toFixed(6);

/**
 * "Latitude" and "Longitude": they show the map's centre, and Enter in either moves the map to
 * what they hold. A value outside -90..90 or -180..180, or not a number, is ignored (the box is
 * marked invalid until corrected).
 */
export function LatLngEntry() {
  const { editor } = useServices();
  const center = useSelector(editor, (snapshot) => mapCamera(snapshot.context.document, snapshot.context.viewport)?.center ?? null, sameCenter);
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [editing, setEditing] = useState(false);
  const [invalid, setInvalid] = useState({ lat: false, lng: false });

  // The boxes follow the map, except while the person is typing in them.
  useEffect(() => {
    if (!center || editing) return;
    setLat(degrees(center.lat));
    setLng(degrees(center.lng));
  }, [center, editing]);

  const submit = () => {
    const latitude = parseLatitude(lat);
    const longitude = parseLongitude(lng);
    setInvalid({ lat: latitude === null, lng: longitude === null });
    if (latitude === null || longitude === null) return;
    setEditing(false);
    editor.send({ type: 'map.jump', center: { lat: latitude, lng: longitude } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  const box = (label: string, value: string, setValue: (text: string) => void, invalidNow: boolean) => (
    <label>
      <span>{label}</span>
      <input
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={invalidNow || undefined}
        value={value}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
    </label>
  );

  return (
    <div className="lat-lng-entry">
      {box('Latitude', lat, setLat, invalid.lat)}
      {box('Longitude', lng, setLng, invalid.lng)}
    </div>
  );
}

/** Centres equal to the shown precision count as the same, so a sub-millimetre move re-renders nothing. */
function sameCenter(a: { lat: number; lng: number } | null, b: { lat: number; lng: number } | null): boolean {
  if (a === null || b === null) return a === b;
  return degrees(a.lat) === degrees(b.lat) && degrees(a.lng) === degrees(b.lng);
}
