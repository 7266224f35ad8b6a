// What each demo post's cover shows, drawn in the studio of the product photos (studio.mjs) with the products' own
// tool drawings (tool-scenes.mjs), placed, scaled and lit as a scene: a tidy workbench (workshop tips), the 125 mm
// grinder as a launch's hero shot, batteries around their charger (maintenance guide). Same 20:13 frame as the
// products' photos: the blog's cards and the post page show a cover in that frame. Rendered by make-post-photos.mjs.
import { box, floorShadow } from './studio.mjs';
import { toolDrawing } from './tool-scenes.mjs';

/** A tool drawing (drawn standing at x 600 on a floor at y 690) standing at `x` on a floor at `floor`, `scale` big. */
function place(drawing, { x, floor, scale, rotate = 0 }) {
  const at = `translate(${x - 600 * scale} ${floor - 690 * scale}) scale(${scale})`;
  const turn = rotate ? ` rotate(${rotate} 600 690)` : '';
  return `<g transform="${at}${turn}">${drawing}</g>`;
}

/** A pegboard wall with a row of screwdrivers and a hand saw on its hooks. */
function pegboard() {
  const holes = [];
  for (let y = 70; y < 440; y += 40) for (let x = 110; x < 1100; x += 40) holes.push(`M${x} ${y}h0.01`);
  const screwdrivers = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 170 + i * 56;
      const length = 150 + i * 16;
      return `<rect x="${x - 5}" y="110" width="10" height="${length}" rx="4" fill="url(#steel)"/>
        ${box(x - 16, 92, 32, 96, 12, i % 2 ? 'grip' : 'body')}`;
    })
    .join('');
  return `<defs>
      <linearGradient id="board" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#d9b98a"/><stop offset="1" stop-color="#a27a4c"/></linearGradient>
    </defs>
    <rect x="80" y="40" width="1040" height="420" rx="8" fill="url(#board)"/>
    <path d="${holes.join('')}" stroke="#4a3620" stroke-width="9" stroke-linecap="round" opacity="0.55"/>
    ${screwdrivers}
    <path d="M560 120 L860 150 L860 250 L560 300 Z" fill="url(#steel)"/>
    ${box(840, 130, 110, 140, 36, 'body')}<rect x="868" y="165" width="52" height="66" rx="22" fill="url(#board)"/>
    <circle cx="1020" cy="190" r="70" fill="url(#discBody)"/><circle cx="1020" cy="190" r="26" fill="url(#discBlack)"/>`;
}

/** An oak bench top seen from the front, its surface from y 500 to 590 and its edge below. */
function workbench() {
  return `<defs>
      <linearGradient id="oakTop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c99a62"/><stop offset="1" stop-color="#e2bb86"/></linearGradient>
      <linearGradient id="oakEdge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c6b36"/><stop offset="1" stop-color="#5e3b17"/></linearGradient>
    </defs>
    <rect x="0" y="650" width="1200" height="130" fill="#000" opacity="0.18"/>
    <rect x="90" y="650" width="70" height="130" fill="url(#oakEdge)"/><rect x="1040" y="650" width="70" height="130" fill="url(#oakEdge)"/>
    <path d="M40 500 H1160 L1200 590 H0 Z" fill="url(#oakTop)"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${60 + i * 10} ${520 + i * 18} H${1140 + i * 10}" stroke="#9c6b36" stroke-width="2" opacity="0.25"/>`).join('')}
    <rect x="0" y="590" width="1200" height="62" fill="url(#oakEdge)"/>`;
}

/** Workshop tips: the pegboard, and on the bench a drill, a battery, an impact driver and the bit case, in a row. */
function tidyWorkbench() {
  return `${pegboard()}${workbench()}
    ${place(toolDrawing('cordless-drill-18v'), { x: 200, floor: 572, scale: 0.4 })}
    ${place(toolDrawing('battery-18v-5ah'), { x: 470, floor: 580, scale: 0.26 })}
    ${place(toolDrawing('impact-driver-18v'), { x: 690, floor: 572, scale: 0.36 })}
    ${place(toolDrawing('hss-drill-bit-set'), { x: 980, floor: 585, scale: 0.3 })}`;
}

/** A four-pointed glint at (x, y), `r` long. */
const glint = (x, y, r) =>
  `<path d="M${x} ${y - r} Q${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y} Q${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r} Q${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y} Q${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r} Z" fill="#fff" opacity="0.9"/>`;

/** A launch: the grinder on a lit turntable under a spotlight, with glints and a "NEW" badge. */
function launchHero() {
  const rays = [-34, -18, -4, 10, 26]
    .map(
      (angle) =>
        `<path d="M600 -40 L${600 + 1200 * Math.tan(((angle - 4) * Math.PI) / 180)} 820 L${600 + 1200 * Math.tan(((angle + 4) * Math.PI) / 180)} 820 Z" fill="#fff" opacity="0.09"/>`,
    )
    .join('');
  const burst = Array.from({ length: 32 }, (_, i) => {
    const a = (Math.PI * i) / 16;
    const r = i % 2 ? 70 : 84;
    return `${(1030 + r * Math.cos(a)).toFixed(1)},${(130 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<defs>
      <radialGradient id="spot" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <linearGradient id="badge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe082"/><stop offset="1" stop-color="#ff8f00"/></linearGradient>
    </defs>
    <rect width="1200" height="780" fill="#1b2a36" opacity="0.35"/>
    ${rays}
    <ellipse cx="600" cy="400" rx="620" ry="420" fill="url(#spot)"/>
    <path d="M130 640 V700 A470 62 0 0 0 1070 700 V640 Z" fill="url(#grip)"/>
    <ellipse cx="600" cy="640" rx="470" ry="62" fill="url(#steelTop)"/>
    <ellipse cx="600" cy="640" rx="420" ry="46" fill="#fff" opacity="0.25"/>
    ${floorShadow(560, 640, 360, 22)}
    ${place(toolDrawing('angle-grinder-125'), { x: 560, floor: 800, scale: 0.92, rotate: -5 })}
    ${glint(1000, 360, 34)}${glint(210, 250, 24)}${glint(1090, 480, 18)}${glint(420, 300, 14)}
    <polygon points="${burst}" fill="url(#badge)"/>
    <circle cx="1030" cy="130" r="62" fill="none" stroke="#fff" stroke-width="4" opacity="0.7"/>
    <text x="1030" y="147" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="46" fill="#6d1111">NEW</text>`;
}

/** A maintenance guide: a battery charging on the rapid charger, its cable, and two packs waiting beside it. */
function batteryCare() {
  return `<path d="M80 780 C 120 600, 60 560, 200 560" stroke="#15191c" stroke-width="14" fill="none" stroke-linecap="round"/>
    ${place(toolDrawing('battery-18v-5ah'), { x: 990, floor: 600, scale: 0.34 })}
    ${place(toolDrawing('rapid-charger-18v'), { x: 470, floor: 660, scale: 0.7 })}
    ${place(toolDrawing('battery-18v-5ah'), { x: 470, floor: 410, scale: 0.45 })}
    <circle cx="693" cy="507" r="64" fill="#43ff6d" opacity="0.14"/>
    ${place(toolDrawing('battery-18v-5ah'), { x: 960, floor: 700, scale: 0.4 })}`;
}

/** Each demo post's scene, by the post's slug: its colour (the studio's palette) and its drawing. */
export const postScenes = {
  'five-habits-for-a-tidy-workshop': { colour: 'yellow', draw: tidyWorkbench },
  'meet-the-new-125-mm-angle-grinder': { colour: 'red', draw: launchHero },
  'caring-for-your-18v-batteries': { colour: 'yellow', draw: batteryCare },
};
