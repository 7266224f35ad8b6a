// The photo studio of the demo pictures: the backdrop, the lighting gradients every part is filled with, and the
// shapes the tools are drawn from (a floor shadow, a glossy highlight, a lit box). SVG text, rendered by
// make-demo-photos.mjs.
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './photo-files.mjs';

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;

/** A metal or plastic part lit from the top left: a vertical gradient from highlight to shade. */
const shade = (id, light, mid, dark) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
const sideShade = (id, light, mid, dark) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark}"/><stop offset="0.35" stop-color="${light}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
const disc = (id, light, dark) =>
  `<radialGradient id="${id}" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`;

const palettes = {
  yellow: ['#ffe082', '#ffb300', '#8d5a00'],
  red: ['#ff8a80', '#d32f2f', '#6d1111'],
  teal: ['#80cbc4', '#00897b', '#00403a'],
  blue: ['#90caf9', '#1e6fd0', '#0b2f66'],
};
const black = ['#6b7378', '#2b3136', '#0c0f11'];
const steel = ['#f4f6f7', '#a9b3b9', '#4c565c'];
const copper = ['#ffd0a0', '#c8743a', '#5a2a0c'];

function defs(colour, backdrop) {
  const [l, m, d] = palettes[colour];
  return `<defs>
    <radialGradient id="bg" cx="0.35" cy="0.25" r="1.1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></radialGradient>
    ${shade('body', l, m, d)}${shade('grip', ...black)}${sideShade('steel', ...steel)}${shade('steelTop', ...steel)}
    ${sideShade('copper', ...copper)}${disc('discSteel', steel[0], steel[2])}${disc('discBody', l, d)}${disc('discBlack', black[0], black[2])}
    <linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <filter id="shadow" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="#000" opacity="0.05"/>`;
}

export const floorShadow = (cx, cy, rx, ry = 26) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.42" filter="url(#shadow)"/>`;
export const gloss = (x, y, w, h, rx) =>
  `<rect x="${x + 8}" y="${y + 6}" width="${w - 16}" height="${h * 0.38}" rx="${rx}" fill="url(#gloss)"/>`;
export const box = (x, y, w, h, rx, fill) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#${fill})" filter="url(#soft)"/>`;

const backdrops = [
  ['#fbfbfa', '#c9ced2'],
  ['#f7f4ef', '#bfb8ad'],
  ['#f3f6f8', '#aeb9c2'],
];

/** The whole picture as SVG: the studio in `colour`'s palette, its backdrop by `index`, and the tool drawn on it. */
export function studioSvg(colour, index, drawing) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(colour, backdrops[index % backdrops.length])}${drawing}</svg>`;
}
