/**
 * A small flag for each of the 21 currencies (spec §9 "Flag images exist for each"), drawn as
 * simplified inline SVG: emoji flags do not render on Windows, and images of our own need no
 * request. The euro's flag is the EU's. Decorative: the currency's name goes with it as text.
 */
import type { ReactNode } from 'react';
import type { Currency } from '../../shared/billing';

const RED = '#d52b1e';
const BLUE = '#1f3d7a';
const WHITE = '#fff';
const GREEN = '#14843b';
const YELLOW = '#f7c600';

const rect = (x: number, y: number, width: number, height: number, fill: string) => <rect x={x} y={y} width={width} height={height} fill={fill} />;
const field = (fill: string) => rect(0, 0, 30, 20, fill);
/** Horizontal stripes of equal height. */
const stripes = (...colours: string[]) => colours.map((colour, index) => <rect key={index} x={0} y={(20 / colours.length) * index} width={30} height={20 / colours.length} fill={colour} />);
/** Vertical stripes of equal width. */
const bands = (...colours: string[]) => colours.map((colour, index) => <rect key={index} x={(30 / colours.length) * index} y={0} width={30 / colours.length} height={20} fill={colour} />);
/** A five-pointed star of outer radius r at (cx, cy). */
const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon points={points.join(' ')} fill={fill} />;
};
/** A Nordic cross, its upright left of centre. */
const nordicCross = (colour: string, width = 4) => (
  <>
    {rect(9 - width / 2 + 2, 0, width, 20, colour)}
    {rect(0, 10 - width / 2, 30, width, colour)}
  </>
);
/** The Union Flag, simplified, in a box of width w and height h. */
const union = (w: number, h: number) => (
  <g>
    {rect(0, 0, w, h, BLUE)}
    <path d={`M0,0 L${w},${h} M${w},0 L0,${h}`} stroke={WHITE} strokeWidth={h / 5} />
    <path d={`M0,0 L${w},${h} M${w},0 L0,${h}`} stroke={RED} strokeWidth={h / 15} />
    {rect(w / 2 - h / 6, 0, h / 3, h, WHITE)}
    {rect(0, h / 3, w, h / 3, WHITE)}
    {rect(w / 2 - h / 10, 0, h / 5, h, RED)}
    {rect(0, h / 2 - h / 10, w, h / 5, RED)}
  </g>
);
const crescent = (cx: number, cy: number, r: number, fill: string, cut: string) => (
  <>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <circle cx={cx + r * 0.3} cy={cy} r={r * 0.8} fill={cut} />
  </>
);

const FLAGS: Record<Currency, ReactNode> = {
  AUD: (
    <>
      {field(BLUE)}
      {union(15, 10)}
      {star(7.5, 15, 2.4, WHITE)}
      {star(23, 5, 1.3, WHITE)}
      {star(20, 11, 1.3, WHITE)}
      {star(26, 10, 1.3, WHITE)}
      {star(23, 16, 1.3, WHITE)}
    </>
  ),
  BRL: (
    <>
      {field(GREEN)}
      <polygon points="15,2 28,10 15,18 2,10" fill={YELLOW} />
      <circle cx={15} cy={10} r={4.5} fill={BLUE} />
    </>
  ),
  CAD: (
    <>
      {bands(RED, WHITE, WHITE, RED)}
      {star(15, 10, 5, RED)}
    </>
  ),
  CNY: (
    <>
      {field(RED)}
      {star(6, 6, 3.5, YELLOW)}
      {star(12, 2.5, 1, YELLOW)}
      {star(14, 5, 1, YELLOW)}
      {star(14, 8.5, 1, YELLOW)}
      {star(12, 11, 1, YELLOW)}
    </>
  ),
  DKK: (
    <>
      {field(RED)}
      {nordicCross(WHITE, 3)}
    </>
  ),
  EUR: (
    <>
      {field('#003399')}
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (index * Math.PI) / 6;
        return <circle key={index} cx={15 + 6 * Math.cos(angle)} cy={10 + 6 * Math.sin(angle)} r={1} fill="#ffcc00" />;
      })}
    </>
  ),
  GBP: union(30, 20),
  HKD: (
    <>
      {field('#de2910')}
      {[0, 72, 144, 216, 288].map((degrees) => (
        <ellipse key={degrees} cx={15} cy={6.5} rx={1.8} ry={3.5} fill={WHITE} transform={`rotate(${degrees} 15 10)`} />
      ))}
    </>
  ),
  ILS: (
    <>
      {field(WHITE)}
      {rect(0, 2, 30, 2.5, '#0038b8')}
      {rect(0, 15.5, 30, 2.5, '#0038b8')}
      <polygon points="15,5.5 19,12.5 11,12.5" fill="none" stroke="#0038b8" strokeWidth={1} />
      <polygon points="15,14.5 19,7.5 11,7.5" fill="none" stroke="#0038b8" strokeWidth={1} />
    </>
  ),
  INR: (
    <>
      {stripes('#ff9933', WHITE, '#138808')}
      <circle cx={15} cy={10} r={2.6} fill="none" stroke="#000080" strokeWidth={0.8} />
    </>
  ),
  JPY: (
    <>
      {field(WHITE)}
      <circle cx={15} cy={10} r={6} fill="#bc002d" />
    </>
  ),
  MXN: (
    <>
      {bands('#006847', WHITE, '#ce1126')}
      <circle cx={15} cy={10} r={2.5} fill="#8c6b2f" />
    </>
  ),
  MYR: (
    <>
      {stripes(RED, WHITE, RED, WHITE, RED, WHITE, RED)}
      {rect(0, 0, 15, 11.4, '#010066')}
      {crescent(6, 5.7, 3.8, YELLOW, '#010066')}
      {star(11, 5.7, 2.2, YELLOW)}
    </>
  ),
  NOK: (
    <>
      {field('#ba0c2f')}
      {nordicCross(WHITE, 5)}
      {nordicCross('#00205b', 2.5)}
    </>
  ),
  NZD: (
    <>
      {field(BLUE)}
      {union(15, 10)}
      {star(23, 5, 1.5, RED)}
      {star(20, 10, 1.5, RED)}
      {star(26, 9, 1.5, RED)}
      {star(23, 15.5, 1.5, RED)}
    </>
  ),
  SEK: (
    <>
      {field('#006aa7')}
      {nordicCross('#fecc00', 3.5)}
    </>
  ),
  SGD: (
    <>
      {stripes('#ef3340', WHITE)}
      {crescent(6, 5, 3.5, WHITE, '#ef3340')}
      {star(10.5, 5, 1, WHITE)}
    </>
  ),
  THB: (
    <>
      {stripes('#a51931', WHITE, '#2d2a4a', '#2d2a4a', WHITE, '#a51931')}
    </>
  ),
  TRY: (
    <>
      {field('#e30a17')}
      {crescent(11, 10, 5, WHITE, '#e30a17')}
      {star(17.5, 10, 2.4, WHITE)}
    </>
  ),
  USD: (
    <>
      {stripes('#b22234', WHITE, '#b22234', WHITE, '#b22234', WHITE, '#b22234', WHITE, '#b22234', WHITE, '#b22234', WHITE, '#b22234')}
      {rect(0, 0, 13, 10.8, '#3c3b6e')}
      {[2, 5, 8].flatMap((y) => [2.5, 6.5, 10.5].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y + 0.4} r={0.7} fill={WHITE} />))}
    </>
  ),
  ZAR: (
    <>
      {stripes('#e03c31', '#001489')}
      <path d="M0,0 L13,10 L0,20 M13,10 L30,10" stroke={WHITE} strokeWidth={7} fill="none" />
      <path d="M0,0 L13,10 L0,20 M13,10 L30,10" stroke="#007749" strokeWidth={4} fill="none" />
      <polygon points="0,3.5 8.5,10 0,16.5" fill="#ffb612" />
      <polygon points="0,5.5 6,10 0,14.5" fill="#000" />
    </>
  ),
};

export function CurrencyFlag({ currency }: { currency: Currency }) {
  return (
    <svg className="currency-flag" viewBox="0 0 30 20" width={30} height={20} aria-hidden="true" focusable="false" data-currency={currency}>
      {FLAGS[currency]}
    </svg>
  );
}
