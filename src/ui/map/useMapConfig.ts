import { useEffect, useState } from 'react';
import type { MapConfig } from '../../shared/map';
import { useServices } from '../AppServices';

/** The server's map configuration once it has arrived (one request per page: mapApi keeps it); null until then or when it failed. */
export function useMapConfig(): MapConfig | null {
  const { mapApi } = useServices();
  const [config, setConfig] = useState<MapConfig | null>(null);
  useEffect(() => {
    let current = true;
    mapApi.config().then(
      (loaded) => current && setConfig(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [mapApi]);
  return config;
}
