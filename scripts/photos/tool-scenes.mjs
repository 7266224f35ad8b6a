// What each demo product looks like: the twelve first products drawn one by one, the wider range by the look of
// its category, on the studio of studio.mjs.
import { box, floorShadow, gloss } from './studio.mjs';

/** A pistol-grip tool: motor housing, chuck or bit holder, grip and battery. */
function pistolTool({ chuckLength = 150, chuckWidth = 70, bit = 190, housing = 420 }) {
  const x = 300;
  const y = 190;
  return `${floorShadow(620, 690, 380)}
    ${box(x + 150, y + 170, 150, 300, 40, 'grip')}
    ${box(x + 90, y + 440, 300, 110, 22, 'grip')}${box(x + 104, y + 454, 272, 18, 8, 'body')}
    ${box(x, y, housing, 190, 70, 'body')}${gloss(x, y, housing, 190, 60)}
    ${box(x + housing - 10, y + 60, chuckLength, chuckWidth, 14, 'steel')}
    <rect x="${x + housing + chuckLength - 14}" y="${y + 86}" width="${bit}" height="18" rx="6" fill="url(#steel)"/>
    ${box(x + 30, y + 120, 120, 40, 16, 'grip')}
    <circle cx="${x + 250}" cy="${y + 200}" r="26" fill="url(#discBlack)"/>`;
}

const scenes = {
  'cordless-drill-18v': { colour: 'yellow', draw: () => pistolTool({}) },
  'impact-driver-18v': {
    colour: 'teal',
    draw: () => pistolTool({ chuckLength: 90, chuckWidth: 80, bit: 90, housing: 360 }),
  },
  'angle-grinder-125': {
    colour: 'red',
    draw: () => `${floorShadow(600, 690, 430)}
      ${box(180, 330, 620, 150, 70, 'body')}${gloss(180, 330, 620, 150, 60)}
      ${box(200, 360, 160, 90, 40, 'grip')}
      <ellipse cx="860" cy="420" rx="210" ry="70" fill="url(#discSteel)"/>
      <ellipse cx="860" cy="410" rx="210" ry="60" fill="url(#discBlack)" opacity="0.85"/>
      ${box(790, 240, 90, 160, 20, 'grip')}
      <rect x="835" y="190" width="40" height="120" rx="14" fill="url(#grip)"/>`,
  },
  'circular-saw-190': {
    colour: 'blue',
    draw: () => `${floorShadow(600, 700, 470)}
      ${box(140, 560, 920, 50, 10, 'steelTop')}
      <circle cx="560" cy="440" r="230" fill="url(#discSteel)"/>
      <circle cx="560" cy="440" r="60" fill="url(#discBlack)"/>
      <path d="M330 440 A230 230 0 0 1 790 440 L790 560 L330 560 Z" fill="url(#body)"/>
      ${gloss(340, 250, 440, 150, 110)}
      ${box(700, 180, 250, 110, 50, 'grip')}${box(820, 250, 110, 300, 40, 'body')}`,
  },
  'battery-18v-5ah': {
    colour: 'yellow',
    draw: () => `${floorShadow(600, 690, 360)}
      ${box(280, 330, 640, 320, 40, 'grip')}
      ${box(300, 250, 600, 130, 30, 'body')}${gloss(300, 250, 600, 130, 30)}
      ${[0, 1, 2, 3].map((i) => `<rect x="${640 + i * 56}" y="${430}" width="40" height="22" rx="6" fill="#7cff6b" opacity="${i < 3 ? 0.95 : 0.25}"/>`).join('')}
      <rect x="360" y="420" width="220" height="36" rx="10" fill="url(#body)"/>`,
  },
  'rapid-charger-18v': {
    colour: 'yellow',
    draw: () => `${floorShadow(600, 690, 420)}
      ${box(200, 380, 800, 260, 60, 'grip')}${gloss(200, 380, 800, 260, 60)}
      ${box(380, 300, 440, 120, 30, 'body')}
      <circle cx="920" cy="470" r="22" fill="#43ff6d"/><circle cx="920" cy="470" r="40" fill="#43ff6d" opacity="0.25"/>
      ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${260 + i * 70}" y="540" width="44" height="12" rx="6" fill="#000" opacity="0.55"/>`).join('')}`,
  },
  'bldc-motor-500w': {
    colour: 'teal',
    draw: () => `${floorShadow(600, 690, 400)}
      ${box(260, 240, 560, 400, 40, 'steel')}
      ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${290 + i * 64}" y="250" width="22" height="380" rx="8" fill="#000" opacity="0.18"/>`).join('')}
      <ellipse cx="820" cy="440" rx="70" ry="200" fill="url(#discBody)"/>
      <rect x="860" y="425" width="220" height="34" rx="8" fill="url(#steelTop)"/>
      <rect x="330" y="180" width="120" height="70" rx="12" fill="url(#grip)"/>`,
  },
  'carbon-brush-set': {
    colour: 'red',
    draw: () => `${floorShadow(600, 680, 380)}
      ${[0, 1]
        .map(
          (i) => `${box(340 + i * 300, 300, 190, 300, 16, 'grip')}${gloss(340 + i * 300, 300, 190, 300, 14)}
          <path d="M${435 + i * 300} 300 C ${470 + i * 300} 200, ${560 + i * 300} 230, ${540 + i * 300} 150" stroke="url(#copper)" stroke-width="16" fill="none" stroke-linecap="round"/>
          <rect x="${515 + i * 300}" y="120" width="50" height="40" rx="6" fill="url(#copper)"/>`,
        )
        .join('')}`,
  },
  'hss-drill-bit-set': {
    colour: 'blue',
    draw: () => `${floorShadow(600, 690, 460)}
      ${box(150, 260, 900, 380, 24, 'steelTop')}
      ${Array.from({ length: 12 }, (_, i) => {
        const x = 200 + i * 70;
        const h = 120 + i * 16;
        return `<rect x="${x}" y="${600 - h}" width="${14 + i * 2}" height="${h}" rx="6" fill="url(#copper)"/>`;
      }).join('')}
      <rect x="150" y="560" width="900" height="80" rx="16" fill="url(#body)"/>`,
  },
  'armature-1200w': {
    colour: 'red',
    draw: () => `${floorShadow(600, 680, 440)}
      <rect x="150" y="410" width="900" height="40" rx="14" fill="url(#steelTop)"/>
      ${box(380, 300, 330, 260, 30, 'copper')}
      ${Array.from({ length: 10 }, (_, i) => `<rect x="${390 + i * 32}" y="300" width="12" height="260" fill="#000" opacity="0.22"/>`).join('')}
      ${box(740, 350, 120, 160, 20, 'copper')}
      <circle cx="260" cy="430" r="70" fill="url(#discSteel)"/><circle cx="960" cy="430" r="60" fill="url(#discSteel)"/>`,
  },
  'jigsaw-800w': {
    colour: 'teal',
    draw: () => `${floorShadow(600, 690, 400)}
      ${box(240, 560, 700, 50, 10, 'steelTop')}
      ${box(300, 330, 560, 240, 60, 'body')}${gloss(300, 330, 560, 240, 60)}
      <path d="M360 330 C 380 180, 700 170, 760 330 Z" fill="url(#grip)"/>
      <path d="M450 330 C 470 250, 650 250, 680 330 Z" fill="url(#bg)"/>
      <rect x="430" y="600" width="22" height="120" fill="url(#steel)"/>`,
  },
  'orbital-sander-125': {
    colour: 'blue',
    draw: () => `${floorShadow(600, 690, 400)}
      <ellipse cx="600" cy="590" rx="330" ry="70" fill="url(#discBlack)"/>
      <ellipse cx="600" cy="570" rx="330" ry="66" fill="#b08a5a"/>
      ${box(380, 300, 440, 270, 120, 'body')}${gloss(380, 300, 440, 270, 110)}
      ${box(470, 230, 260, 110, 50, 'grip')}
      <circle cx="900" cy="470" r="50" fill="url(#discBlack)"/>`,
  },
};

/** An angle grinder seen from the side, its disc `r` wide. */
const grinder = (r = 210, length = 620) => `${floorShadow(600, 690, 430)}
  ${box(180, 330, length, 150, 70, 'body')}${gloss(180, 330, length, 150, 60)}
  ${box(200, 360, 160, 90, 40, 'grip')}
  <ellipse cx="${180 + length + 60}" cy="420" rx="${r}" ry="${r / 3}" fill="url(#discSteel)"/>
  <ellipse cx="${180 + length + 60}" cy="410" rx="${r}" ry="${r / 3.5}" fill="url(#discBlack)" opacity="0.85"/>
  ${box(180 + length - 10, 240, 90, 160, 20, 'grip')}`;

/** A circular saw blade face on, with `teeth` teeth. */
const sawBlade = (teeth, r = 280) => {
  const points = Array.from({ length: teeth * 2 }, (_, i) => {
    const a = (Math.PI * i) / teeth;
    const radius = i % 2 === 0 ? r : r - 26;
    return `${(600 + radius * Math.cos(a)).toFixed(1)},${(400 + radius * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `${floorShadow(600, 700, 330)}<polygon points="${points}" fill="url(#discSteel)"/>
    <circle cx="600" cy="400" r="${r - 70}" fill="url(#steelTop)" opacity="0.7"/>
    <circle cx="600" cy="400" r="110" fill="url(#discBody)"/><circle cx="600" cy="400" r="40" fill="url(#bg)"/>`;
};

/** Flat discs in a leaning stack, `count` of them. */
const discStack = (count, fill = 'discBlack', label = 'discBody') =>
  `${floorShadow(600, 690, 400)}${Array.from({ length: count }, (_, i) => {
    const y = 560 - i * 22;
    return `<ellipse cx="600" cy="${y}" rx="330" ry="120" fill="url(#${fill})"/><ellipse cx="600" cy="${y - 4}" rx="150" ry="54" fill="url(#${label})"/><ellipse cx="600" cy="${y - 6}" rx="40" ry="14" fill="url(#bg)"/>`;
  }).join('')}`;

/** Thin blades side by side. */
const bladeRow = (count, length = 420) =>
  `${floorShadow(600, 690, 420)}${Array.from({ length: count }, (_, i) => {
    const x = 300 + i * 130;
    return `<rect x="${x}" y="${600 - length}" width="60" height="${length}" rx="6" fill="url(#steel)"/>
      <path d="M${x} ${600 - length + 40} ${Array.from({ length: 14 }, () => `l -10 ${length / 28} l 10 ${length / 28}`).join(' ')}" stroke="#4c565c" stroke-width="3" fill="none"/>
      <rect x="${x}" y="${600 - length - 60}" width="60" height="70" rx="8" fill="url(#body)"/>`;
  }).join('')}`;

const rangeLooks = {
  'drills-drivers': (p) =>
    p.id.startsWith('sds')
      ? pistolTool({ housing: 520, chuckLength: 120, chuckWidth: 90, bit: 240 })
      : p.id.startsWith('impact')
        ? pistolTool({ chuckLength: 110, chuckWidth: 90, bit: 60, housing: 360 })
        : pistolTool({ housing: p.specs.voltage === 12 ? 340 : 420, bit: p.specs.chuckSize === 10 ? 150 : 200 }),
  'angle-grinders': (p) =>
    p.id.startsWith('die')
      ? grinder(40, 640)
      : grinder((p.specs.discSize ?? 125) * 1.5, p.specs.discSize > 200 ? 560 : 620),
  saws: (p) =>
    p.id.startsWith('reciprocating')
      ? `${floorShadow(600, 690, 460)}${box(160, 340, 620, 150, 60, 'body')}${gloss(160, 340, 620, 150, 60)}${box(160, 300, 180, 240, 50, 'grip')}<rect x="770" y="400" width="300" height="40" rx="6" fill="url(#steel)"/>`
      : `${floorShadow(600, 700, 470)}${box(140, 560, 920, 50, 10, 'steelTop')}<circle cx="560" cy="${p.id.startsWith('mitre') ? 380 : 440}" r="230" fill="url(#discSteel)"/><circle cx="560" cy="440" r="60" fill="url(#discBlack)"/><path d="M330 440 A230 230 0 0 1 790 440 L790 560 L330 560 Z" fill="url(#body)"/>${box(700, 180, 250, 110, 50, 'grip')}`,
  sanders: (p) =>
    `${floorShadow(600, 690, 400)}${box(260, 480, 680, 110, 20, 'discBlack')}${box(330, 300, 520, 210, p.id.startsWith('belt') ? 40 : 100, 'body')}${gloss(330, 300, 520, 210, 90)}${box(440, 230, 300, 100, 40, 'grip')}`,
  batteries: (p) => `${floorShadow(600, 690, 360)}
      ${box(280, 370 - p.specs.batteryCapacity * 10, 640, 280 + p.specs.batteryCapacity * 10, 40, 'grip')}
      ${box(300, 290 - p.specs.batteryCapacity * 10, 600, 130, 30, 'body')}${gloss(300, 290 - p.specs.batteryCapacity * 10, 600, 130, 30)}
      ${[0, 1, 2, 3].map((i) => `<rect x="${640 + i * 56}" y="500" width="40" height="22" rx="6" fill="#7cff6b" opacity="${i < 2 + (p.specs.batteryCapacity > 3) ? 0.95 : 0.25}"/>`).join('')}`,
  chargers: () => scenes['rapid-charger-18v'].draw(),
  'blades-discs': (p) =>
    p.id.startsWith('saw-blade')
      ? sawBlade(Math.min(Number(p.sku.split('-')[1]), 60))
      : p.id.includes('blades')
        ? bladeRow(5, p.id.startsWith('recip') ? 460 : 360)
        : p.id.startsWith('diamond')
          ? sawBlade(16, 290)
          : p.id.startsWith('sanding')
            ? discStack(6, 'copper', 'copper')
            : discStack(p.specs.packSize >= 10 ? 6 : 4, p.id.startsWith('flap') ? 'copper' : 'discBlack'),
  'drill-bits': () => scenes['hss-drill-bit-set'].draw(),
  motors: () => scenes['bldc-motor-500w'].draw(),
  'spare-parts': (p) => {
    if (p.id.startsWith('carbon')) return scenes['carbon-brush-set'].draw();
    if (p.id.includes('switch'))
      return `${floorShadow(600, 680, 300)}${box(420, 300, 360, 280, 30, 'grip')}${gloss(420, 300, 360, 280, 30)}${box(520, 220, 160, 110, 20, 'body')}${[0, 1, 2].map((i) => `<rect x="${470 + i * 100}" y="580" width="26" height="80" rx="4" fill="url(#copper)"/>`).join('')}`;
    if (p.id.includes('chuck'))
      return `${floorShadow(600, 690, 300)}${box(380, 260, 440, 360, 50, 'steel')}${Array.from({ length: 9 }, (_, i) => `<rect x="${400 + i * 46}" y="270" width="16" height="340" rx="6" fill="#000" opacity="0.2"/>`).join('')}<rect x="560" y="600" width="80" height="100" fill="url(#steelTop)"/>`;
    if (p.id.includes('gear'))
      return `${floorShadow(600, 690, 360)}${sawBlade(24, 220)}<circle cx="900" cy="520" r="90" fill="url(#copper)"/>`;
    if (p.id.includes('guard'))
      return `${floorShadow(600, 690, 380)}<path d="M320 420 A280 280 0 0 0 880 420 L820 420 A220 220 0 0 1 380 420 Z" fill="url(#body)"/>${box(820, 380, 140, 60, 20, 'grip')}`;
    if (p.id.includes('handle'))
      return `${floorShadow(600, 680, 380)}${box(260, 360, 560, 120, 60, 'grip')}${gloss(260, 360, 560, 120, 60)}<rect x="820" y="400" width="160" height="40" rx="8" fill="url(#steel)"/>`;
    return `${floorShadow(600, 690, 360)}<path d="M330 300 Q600 200 870 300 L820 640 Q600 700 380 640 Z" fill="url(#grip)"/>${box(520, 220, 160, 120, 30, 'body')}`;
  },
};
const rangeColours = ['yellow', 'teal', 'red', 'blue'];

/** The scene of a product of the wider range, drawn by the look of its category. */
export function sceneOf(product, index) {
  if (scenes[product.id]) return scenes[product.id];
  const look = rangeLooks[product.category];
  if (!look) throw new Error(`No photo scene for the product ${product.id}`);
  return { colour: rangeColours[index % rangeColours.length], draw: () => look(product) };
}

/** One of the twelve first products' drawings, for a scene with several tools (post-scenes.mjs places them). */
export function toolDrawing(id) {
  if (!scenes[id]) throw new Error(`No drawing of the tool ${id}`);
  return scenes[id].draw();
}
