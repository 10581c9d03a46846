/** The offline basemap's palette: a calm light sea, warm grey land, quiet borders, so drawings stand out. */
export const BASEMAP_COLORS = {
  sea: '#cfe2ee',
  land: '#efede8',
  green: '#dbe8d2',
  road: '#ffffff',
  highway: '#f3d5a4',
  countryBorder: '#8f8a82',
  stateBorder: '#aaa49a',
  placeDot: '#4d4a46',
  placeDotOutline: '#ffffff',
} as const;
