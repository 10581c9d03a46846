import { describe, expect, it } from 'vitest';
import { createEditorDriver } from '../../engine/testing/editorDriver';
import { mapFile } from './mapFiles';

/** Two rectangles drawn on the map, the second layer renamed "North field". */
function mapDrawing() {
  const driver = createEditorDriver({ stage: { width: 1000, height: 800 } });
  driver.send({ type: 'map.show', camera: { center: { lat: 0.5, lng: 0.5 }, zoom: 17 } });
  driver.choose('rectangle_tool');
  driver.drag([100, 100], [205, 145]);
  driver.send({ type: 'layer.add' });
  driver.choose('rectangle_tool');
  driver.drag([300, 300], [405, 345]);
  driver.send({ type: 'layer.renameStart', index: 1 });
  driver.send({ type: 'layer.rename', name: 'North field' });
  return driver.document();
}

describe('the map files', () => {
  it('name each GeoJSON feature as the layers panel names its layer (issue 37)', async () => {
    const file = mapFile(mapDrawing(), 'Farm', 'geojson')!;
    const collection = JSON.parse(await file.blob.text()) as { features: { properties: { name: string } }[] };
    expect(collection.features.map((feature) => feature.properties.name)).toEqual(['Layer 1', 'North field']);
  });

  it('name each KML placemark so too', async () => {
    const kml = await mapFile(mapDrawing(), 'Farm', 'kml')!.blob.text();
    expect([...kml.matchAll(/<Placemark><name>([^<]*)<\/name>/g)].map((match) => match[1])).toEqual(['Layer 1', 'North field']);
  });
});
