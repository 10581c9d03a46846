import { describe, expect, it } from 'vitest';
import type { FeatureCollection } from './geojson';
import { featuresToKml } from './kml';

const collection: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [[[-105, 39], [-104, 39], [-104, 40], [-105, 39]]] },
      properties: { name: 'Layer 1', color: 'pink', area_m2: 1234.5, perimeter_m: 678.9 },
    },
    {
      type: 'Feature',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]],
          [[1, 1], [1, 2], [2, 2], [1, 1]],
          [[3, 3], [3, 3.5], [3.5, 3.5], [3, 3]],
        ],
      },
      properties: { name: 'Holed', color: 'green', area_m2: 99, perimeter_m: 16, perimeter_with_cutouts_m: 21 },
    },
    {
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: [[1, 2], [3, 4]] },
      properties: { name: 'Layer <2> & "more"', color: 'blue', area_m2: null, perimeter_m: 10 },
    },
  ],
};

describe('KML export', () => {
  it('writes one Placemark per layer with its geometry (longitude,latitude) and measures', () => {
    const kml = featuresToKml(collection, 'Field & barn');
    expect(kml).toContain('<name>Field &amp; barn</name>');
    expect(kml.match(/<Placemark>/g)).toHaveLength(3);
    expect(kml).toContain('<outerBoundaryIs><LinearRing><coordinates>-105,39 -104,39 -104,40 -105,39</coordinates>');
    expect(kml).toContain('<Data name="area_m2"><value>1234.5</value></Data>');
    expect(kml).toContain('<LineString><tessellate>1</tessellate><coordinates>1,2 3,4</coordinates></LineString>');
    expect(kml).toContain('<name>Layer &lt;2&gt; &amp; &quot;more&quot;</name>');
    // The open layer has no area.
    expect(kml.split('<Placemark>')[3]).not.toContain('area_m2');
    // Only a layer with cutouts has a perimeter with them.
    expect(kml.match(/perimeter_with_cutouts_m/g)).toHaveLength(1);
  });

  it('writes each inner ring (a cutout) as an inner boundary, after the outer one', () => {
    const placemark = featuresToKml(collection, 'x').split('<Placemark>')[2]!;
    expect(placemark).toContain(
      '<Polygon><tessellate>1</tessellate><outerBoundaryIs><LinearRing><coordinates>0,0 4,0 4,4 0,4 0,0</coordinates></LinearRing></outerBoundaryIs>' +
        '<innerBoundaryIs><LinearRing><coordinates>1,1 1,2 2,2 1,1</coordinates></LinearRing></innerBoundaryIs>' +
        '<innerBoundaryIs><LinearRing><coordinates>3,3 3,3.5 3.5,3.5 3,3</coordinates></LinearRing></innerBoundaryIs></Polygon>',
    );
    expect(placemark).toContain('<Data name="perimeter_with_cutouts_m"><value>21</value></Data>');
    // The first layer has none.
    expect(featuresToKml(collection, 'x').split('<Placemark>')[1]).not.toContain('innerBoundaryIs');
  });

  it('is well-formed XML', () => {
    const kml = featuresToKml(collection, 'x');
    // Every opened element is closed, in order.
    const stack: string[] = [];
    for (const [, closing, tag] of kml.matchAll(/<(\/?)([A-Za-z]+)[^>]*?(?<!\/)>/g)) {
      if (closing) expect(stack.pop()).toBe(tag);
      else stack.push(tag!);
    }
    expect(stack).toEqual([]);
  });
});
