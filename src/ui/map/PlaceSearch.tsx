import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { GeocodePlace } from '../../shared/map';
import { useServices } from '../AppServices';

/** Typing settles this long before the search is sent, so each keystroke does not cost a request. */
const SEARCH_DELAY_MS = 150;
/** The map zoom a found place is shown at: a town fills the view. */
export const PLACE_ZOOM = 11;

/**
 * "Search places": a combobox with autocomplete (ARIA 1.2 list pattern). Suggestions come from
 * /api/geocode as the person types; arrows move through them, Enter or a click goes to the
 * place (the first one when none is chosen), Escape closes the list.
 */
export function PlaceSearch() {
  const { editor, mapApi } = useServices();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [places, setPlaces] = useState<GeocodePlace[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<AbortController | null>(null);
  /** The label of the place just chosen: the box shows it, and it needs no search of its own. */
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setPlaces([]);
      return;
    }
    if (query === chosen.current) return;
    const timer = window.setTimeout(() => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      mapApi.geocode(text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setPlaces(found);
          setActive(-1);
        },
        // A failed search shows no suggestions; the person can type on or try again.
        () => controller.signal.aborted || setPlaces([]),
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, mapApi]);

  useEffect(() => () => pending.current?.abort(), []);

  const go = (place: GeocodePlace | undefined) => {
    if (!place) return;
    editor.send({ type: 'map.jump', center: { lat: place.lat, lng: place.lng }, zoom: PLACE_ZOOM });
    chosen.current = place.label;
    setQuery(place.label);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!places.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + places.length) % places.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(places[active] ?? places[0]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const expanded = open && places.length > 0;
  return (
    <div className="place-search">
      <input
        type="text"
        role="combobox"
        aria-label="Search places"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search places"
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label="Places" className="place-list" hidden={!expanded}>
        {places.map((place, index) => (
          <li
            key={`${place.label}-${place.lat}-${place.lng}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              go(place);
            }}
          >
            {place.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
