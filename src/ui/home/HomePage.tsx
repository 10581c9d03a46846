/**
 * The marketing home for signed-out visitors (spec accounts §2 "Home"): the intro video (not on a
 * mobile device), the headline and tagline, the sections on maps, images, and straight lines or
 * curves, and the longer description. Try it leads to /register, on a phone too: the spec sent a
 * phone to /download to make its account on a desktop, but the web app works on phones (issue 36
 * item 6, README "Phones").
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { isMobileBrowser } from '../../app/device';
import { IntroVideo } from './IntroVideo';

export const HOME_HEADLINE = 'Measure any shape, on any plan or map';
const TAGLINE = 'Draw over a map, a photo, a PDF or a CAD drawing, set the scale, and read the length, perimeter and area at once.';

const SECTIONS = [
  {
    id: 'maps',
    title: 'Maps',
    text: 'Show a map under the drawing, find a place by its name or by latitude and longitude, and outline a field, a roof or a plot. On a map every length and area is measured along the Earth’s surface (geodesics on the WGS84 ellipsoid), in km², hectares, acres or square miles, and your outlines go in and out as GeoJSON.',
  },
  {
    id: 'images',
    title: 'Images and plans',
    text: 'Import a JPEG, PNG or GIF, a page of a PDF, an SVG, or a DXF or DWG drawing, by the menu, by dragging it in or by pasting it. Set the scale from a line of known length, or open a CAD drawing at its own scale, and let the magic wand pick out a room or a lawn for you. Plans far larger than a screen are drawn in tiles.',
  },
  {
    id: 'lines',
    title: 'Straight lines or curves',
    text: 'Draw with straight, constrained, curved and angle lines, rectangles and circles. Close a shape by clicking its first point: the results panel shows its perimeter and area, each line carries its length, and angle lines show their angle. Layers keep the parts of a job apart, with totals per layer or over them all.',
  },
] as const;

export function HomePage() {
  const mobile = isMobileBrowser();
  const [playing, setPlaying] = useState(false);
  const onPlayingChange = useCallback((now: boolean) => setPlaying(now), []);

  return (
    <article className="home">
      <section className={`home-hero${playing ? ' home-hero-playing' : ''}`} aria-labelledby="home-headline">
        {mobile ? null : <IntroVideo onPlayingChange={onPlayingChange} />}
        <div className="home-hero-text">
          <h1 id="home-headline">{HOME_HEADLINE}</h1>
          <p className="home-tagline">{TAGLINE}</p>
          <Link className="button-like home-try" to="/register">
            Try it
          </Link>
        </div>
      </section>

      <div className="home-sections">
        {SECTIONS.map((section) => (
          <section key={section.id} aria-labelledby={`home-${section.id}`}>
            <h2 id={`home-${section.id}`}>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>

      <section className="home-about" aria-labelledby="home-about">
        <h2 id="home-about">An honest number, quickly</h2>
        <p>
          Planimetry is an area and perimeter calculator for irregular shapes, made for estimators, builders, surveyors, gardeners and homeowners who
          need to know how big something really is: the floor of a plan, the roof of a house, a field on a map, a pond in a photo. It runs in your
          browser, with nothing to install.
        </p>
        <p>
          Start on the grid, or bring your own background. The scale is set in one of three ways: how much one grid square measures (in any unit from
          nanometres to miles), a reference line drawn on the image with its known length, or the map itself. From then on every line shows its length
          and every closed shape its perimeter and area, in metric or imperial units, for one layer or summed over all of them.
        </p>
        <p>
          Notes on the canvas explain what you measured; undo and redo work per layer; zoom goes from 1× to 10×. Save a drawing to your account with
          its image and view, open it on another computer, export it as PNG or CSV, or print it. Contextual help shows the next step the first time you
          need it.
        </p>
        <p>
          <Link to="/register">Create your account</Link> to try it, or read the <Link to="/help">help</Link> first.
        </p>
      </section>
    </article>
  );
}
