/** The offline basemap's palette: a calm light sea, warm grey land, quiet borders, so drawings stand out. */
export const BASEMAP_COLORS = {
  sea: '#cfe2ee',
  land: '#efede8',
  green: '#dbe8d2',
  road: '#ffffff',
  highway: '#f3d5a4',
  countryBorder: '#8f8a82',
  stateBorder: '#aaa49a',
  /** Over satellite imagery borders need to be light to show. */
  imageryCountryBorder: '#f4f1ea',
  imageryStateBorder: '#d9d4cb',
  placeDot: '#4d4a46',
  placeDotOutline: '#ffffff',
} as const;

/** Borders: quiet grey on the Map, light over satellite imagery (Hybrid). */
export const borderColors = (type: 'map' | 'hybrid'): { country: string; state: string } =>
  type === 'hybrid'
    ? { country: BASEMAP_COLORS.imageryCountryBorder, state: BASEMAP_COLORS.imageryStateBorder }
    : { country: BASEMAP_COLORS.countryBorder, state: BASEMAP_COLORS.stateBorder };
