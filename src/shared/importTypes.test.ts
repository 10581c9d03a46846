import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, TRIAL_UPLOAD_TYPES, UPLOAD_TYPES } from './constants';
import { acceptAttribute, acceptedImportTypes, checkImport, extensionOf, sniffType, SNIFF_BYTES } from './importTypes';

const FIXTURES = '../shared/fixtures';
const head = (path: string): Uint8Array => new Uint8Array(readFileSync(path)).subarray(0, SNIFF_BYTES);
const filesIn = (folder: string): string[] => readdirSync(join(FIXTURES, folder)).map((name) => join(FIXTURES, folder, name));
const withoutFolders = (paths: string[]) => paths.filter((path) => !path.endsWith('unsafe'));

describe('acceptedImportTypes', () => {
  it('accepts every upload type outside a trial', () => {
    expect(acceptedImportTypes({ trial: false })).toEqual(UPLOAD_TYPES);
  });

  it('accepts only png, jpg (.jpg or .jpeg) and gif during a trial', () => {
    expect([...acceptedImportTypes({ trial: true })].sort()).toEqual(['gif', 'jpeg', 'jpg', 'png']);
    expect(acceptedImportTypes({ trial: true })).toEqual(TRIAL_UPLOAD_TYPES);
  });

  it('writes the types as a file input accept list', () => {
    expect(acceptAttribute(acceptedImportTypes({ trial: true }))).toBe('.png,.jpg,.jpeg,.gif');
  });
});

describe('extensionOf', () => {
  it('reads the last extension, lower-cased', () => {
    expect(extensionOf('POLI-ALL210_12.DXF')).toBe('dxf');
    expect(extensionOf('plan.final.Pdf')).toBe('pdf');
  });

  it('answers nothing for names without one', () => {
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });
});

describe('sniffType', () => {
  it.each([
    ['images', 'floorplan-background_with_floorplanner.png', 'png'],
    ['images', 'landsat7-RGB.byte.png', 'png'],
    ['images', 'world.topo.bathy.200412.3x5400x2700.jpg', 'jpeg'],
    ['images', 'resvg-image.gif', 'gif'],
  ])('knows %s/%s as %s', (folder, name, type) => {
    expect(sniffType(head(join(FIXTURES, folder, name)))).toBe(type);
  });

  it('knows every PDF fixture, the corrupt one included (pdf.js reports that it is broken)', () => {
    for (const path of filesIn('pdf')) expect(sniffType(head(path)), path).toBe('pdf');
  });

  it('knows every SVG fixture, the unsafe ones included (the server sanitises them)', () => {
    const paths = [...withoutFolders(filesIn('svg')), ...filesIn('svg/unsafe')];
    expect(paths.length).toBe(8);
    for (const path of paths) expect(sniffType(head(path)), path).toBe('svg');
  });

  it('knows every DXF fixture: text, R12, binary, and with trash after EOF', () => {
    for (const path of filesIn('dxf')) expect(sniffType(head(path)), path).toBe('dxf');
  });

  it('knows every DWG fixture by its version', () => {
    for (const path of filesIn('dwg')) expect(sniffType(head(path)), path).toBe('dwg');
  });

  it('does not know a TIFF, plain text or an empty file', () => {
    expect(sniffType(head(join(FIXTURES, 'images', 'landsat7-RGB.byte.tif')))).toBeNull();
    expect(sniffType(new TextEncoder().encode('just some notes\n'))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('does not take an XML file without an svg root for an SVG', () => {
    expect(sniffType(new TextEncoder().encode('<?xml version="1.0"?><kml><Document/></kml>'))).toBeNull();
  });
});

describe('checkImport', () => {
  const everyFixture = [
    ...filesIn('images'),
    ...filesIn('pdf'),
    ...withoutFolders(filesIn('svg')),
    ...filesIn('svg/unsafe'),
    ...filesIn('dxf'),
    ...filesIn('dwg'),
  ];

  it('routes every accepted fixture: images to the browser, PDFs to pdf.js, CAD and SVG to the server', () => {
    const routes = new Map<string, string>();
    for (const path of everyFixture) {
      const name = path.split('/').pop()!;
      const check = checkImport(name, head(path), { trial: false });
      if (name.endsWith('.tif')) continue;
      expect(check, name).toMatchObject({ ok: true });
      if (check.ok) routes.set(check.type, check.route);
    }
    expect(Object.fromEntries(routes)).toEqual({
      png: 'image',
      jpg: 'image',
      gif: 'image',
      pdf: 'pdf',
      svg: 'convert',
      dxf: 'convert',
      dwg: 'convert',
    });
  });

  it('refuses the TIFF by its extension, naming the accepted types', () => {
    const check = checkImport('landsat7-RGB.byte.tif', head(join(FIXTURES, 'images', 'landsat7-RGB.byte.tif')), { trial: false });
    expect(check).toEqual({
      ok: false,
      reason: 'unsupported',
      message: '"landsat7-RGB.byte.tif" cannot be imported: only .jpeg .jpg .png .gif .pdf .svg .dxf .dwg files are accepted.',
    });
  });

  it('refuses a PNG renamed .pdf, saying what it really is', () => {
    const png = head(join(FIXTURES, 'images', 'floorplan-background_with_floorplanner.png'));
    expect(checkImport('plan.pdf', png, { trial: false })).toEqual({
      ok: false,
      reason: 'mismatch',
      message: '"plan.pdf" is not a PDF document: it is a PNG image. Nothing was imported.',
    });
  });

  it('refuses a PDF renamed .dxf and text renamed .png', () => {
    const pdf = head(join(FIXTURES, 'pdf', 'rotation.pdf'));
    expect(checkImport('rotation.dxf', pdf, { trial: false })).toMatchObject({ ok: false, reason: 'mismatch' });
    const text = new TextEncoder().encode('hello');
    expect(checkImport('photo.PNG', text, { trial: false })).toEqual({
      ok: false,
      reason: 'mismatch',
      message: '"photo.PNG" is not a PNG image: its content is not a file type we know. Nothing was imported.',
    });
  });

  it('takes a JPEG under either of its extensions', () => {
    const jpeg = head(join(FIXTURES, 'images', 'world.topo.bathy.200412.3x5400x2700.jpg'));
    expect(checkImport('earth.JPEG', jpeg, { trial: false })).toEqual({ ok: true, type: 'jpeg', route: 'image' });
    expect(checkImport('earth.jpg', jpeg, { trial: false })).toEqual({ ok: true, type: 'jpg', route: 'image' });
  });

  it('refuses a PDF during a trial with the trial message, and takes a PNG', () => {
    const pdf = head(join(FIXTURES, 'pdf', 'rotation.pdf'));
    expect(checkImport('rotation.pdf', pdf, { trial: true })).toEqual({ ok: false, reason: 'trial', message: MESSAGES.trialImportOnly });
    const png = head(join(FIXTURES, 'images', 'landsat7-RGB.byte.png'));
    expect(checkImport('landsat.png', png, { trial: true })).toEqual({ ok: true, type: 'png', route: 'image' });
  });
});
