/**
 * The magic wand's mask in the document (spec drawing-core §3 "Magic-wand mask", §4 "Magic wand"):
 * a mask lives on the current layer's sketch, so each wand step is a history step and undo and
 * redo bring masks back. Confirming turns its regions into closed line sketches. Pure functions.
 */
import type { Mask, Scale, Sketch } from '../../shared/schemas';
import { squarePixelsToUnits } from '../measure/measureSketch';
import { planeRegionsArea } from '../measure/planeScale';
import { commitSketch, currentSketch, type DrawingDocument } from './drawingDocument';
import { labelsOn } from './layers';
import { addPolygonLayers, type PolygonWithCutouts } from './polygonLayers';
import { emptySketch } from './sketch';


/** The current layer's mask, if a wand selection is under way. */
export const activeMask = (document: DrawingDocument): Mask | null => currentSketch(document).mask ?? null;

/** A sketch that holds nothing but `mask`. */
export const maskSketch = (mask: Mask, labelsVisible: boolean): Sketch => ({ ...emptySketch(labelsVisible), mask });

/** Commits a wand step: the current sketch becomes the mask alone (a history step). */
export const commitMask = (document: DrawingDocument, mask: Mask): DrawingDocument =>
  commitSketch(document, maskSketch(mask, labelsOn(document)));

/** Cancel selection: the mask goes, as a history step, so undo can bring it back. */
export const dropMask = (document: DrawingDocument): DrawingDocument =>
  commitSketch(document, emptySketch(labelsOn(document)));

/**
 * A traced region of more edges than this gets no length labels when confirmed: a room's outline
 * of 30 short edges would bury the plan under labels that say little. The rule silences that
 * outline alone: the labels switch (`labelsOn`) stays as it was for every other shape, and the
 * Labels toggle turned off and on again shows the outline's labels too.
 */
export const WAND_LABELLED_EDGES_MAX = 12;

/**
 * Confirm selection: the first region becomes the current layer's lines and every further region
 * a new layer, each taking the current layer's colour and an id above the highest existing one,
 * with the region's holes the mask kept (`regionCutouts`) as the layer's cutouts, so its area is
 * the selected pixels'. Regions of fewer than 3 points (a lone pixel's border) enclose nothing
 * and are dropped.
 */
export function confirmMask(document: DrawingDocument): DrawingDocument {
  const mask = activeMask(document);
  if (!mask) return document;
  const labelsVisible = labelsOn(document);
  const regions = mask.regions
    .map((outline, i) => ({ outline, cutouts: mask.regionCutouts[i] ?? [] }))
    .filter(({ outline }) => outline.length >= 3);
  if (regions.length === 0) return dropMask(document);
  return addPolygonLayers(document, regions, (outline) => labelsVisible && outline.length <= WAND_LABELLED_EDGES_MAX);
}

/** A detected room: its outline (canvas px) and the name the review gave it ("Room 3"). */
export interface NamedRoom extends PolygonWithCutouts {
  readonly name: string;
}

/**
 * Detected rooms as layers named as the review named them, as Confirm adds a wand's regions: the
 * first into the current layer when it is empty (which takes its name), each further room a new
 * layer. Refused while a wand selection is open, whose layer the rooms would otherwise take.
 */
export function addRoomLayers(document: DrawingDocument, rooms: readonly NamedRoom[]): DrawingDocument {
  if (activeMask(document) || !document.image) return document;
  const labelsVisible = labelsOn(document);
  return addPolygonLayers(document, rooms, (room) => labelsVisible && room.length <= WAND_LABELLED_EDGES_MAX);
}

/**
 * The area inside the mask's regions less their cutouts (the holes left in a region count, as
 * Confirm keeps them), in the scale's square unit: what the wand panel shows as the selected area.
 * Through a photo's plane (issue 23) pixels are not all the same size, so the region outlines
 * are measured there instead of the pixels counted.
 */
export const maskArea = (mask: Mask, imageRatio: number, scale: Scale): number =>
  planeRegionsArea(mask.regions, mask.regionCutouts.flat(), scale) ??
  squarePixelsToUnits(mask.enclosedAreaPx / (imageRatio * imageRatio), scale);
