// Demo catalogue of an electric tools and parts maker. Ids are fixed so seeding is idempotent.
// Photos are served by the app itself (web/public/products, made by scripts/photos/make-demo-photos.mjs). Parts
// sell as a manufacturer sells them: in packs, up to a maximum per order, and cheaper by volume (increment, maximum,
// priceBreaks in cents).
export const seedProducts = [
  {
    id: 'cordless-drill-18v',
    name: 'Cordless Drill Driver 18V',
    priceCents: 12900,
    available: 240,
    minimum: 2,
    description:
      'Brushless 18V drill driver with a 13 mm metal keyless chuck, 2-speed gearbox (0-450/0-1,800 rpm), 60 Nm of torque and 21 clutch settings. LED work light, belt clip and a rubber overmould for grip. Body only; fits every battery of our 18V range.',
  },
  {
    id: 'angle-grinder-125',
    name: 'Angle Grinder 125 mm 1200W',
    priceCents: 8950,
    available: 180,
    minimum: 2,
    description:
      '1200W angle grinder for 125 mm discs, 11,000 rpm no-load speed, soft start, restart protection and an anti-kickback clutch. Tool-free guard adjustment, side handle in two positions and a spindle lock for fast disc changes.',
  },
  {
    id: 'circular-saw-190',
    name: 'Circular Saw 190 mm 1500W',
    priceCents: 15400,
    available: 95,
    minimum: 1,
    description:
      'Circular saw with a 190 mm 24-tooth carbide blade, 66 mm cutting depth at 90 degrees and bevel cuts to 56 degrees. Aluminium base plate, dust port for extraction and an electronic brake that stops the blade in under two seconds.',
  },
  {
    id: 'battery-18v-5ah',
    name: 'Li-ion Battery Pack 18V 5.0Ah',
    priceCents: 7900,
    available: 600,
    minimum: 4,
    maximum: 100,
    priceBreaks: [
      { minQuantity: 20, priceCents: 7400 },
      { minQuantity: 50, priceCents: 6900 },
    ],
    description:
      '18V 5.0Ah lithium-ion pack with cell-level temperature monitoring and a 4-LED fuel gauge. Shock-absorbing housing, fits all tools of our 18V platform, charges in 55 minutes on the rapid charger.',
  },
  {
    id: 'rapid-charger-18v',
    name: 'Rapid Charger 18V 4A',
    priceCents: 4900,
    available: 320,
    minimum: 2,
    description:
      'Fan-cooled 4A rapid charger for all 18V packs. Charges a 5.0Ah pack in 55 minutes, shows charge state and faults on a two-colour LED and keeps packs healthy with a maintenance mode. Wall-mount keyholes on the back.',
  },
  {
    id: 'bldc-motor-500w',
    name: 'Brushless DC Motor 500W 48V',
    priceCents: 18500,
    available: 60,
    minimum: 5,
    description:
      'Outrunner brushless DC motor, 500W continuous at 48V, 3,000 rpm rated speed with Hall sensors for smooth start-up. Sealed bearings, IP54 housing and an 8 mm keyed shaft: the drive of our own saws, for OEM builders and repairs.',
  },
  {
    id: 'carbon-brush-set',
    name: 'Carbon Brush Set 6.3 x 16 mm',
    priceCents: 650,
    available: 5000,
    minimum: 20,
    increment: 10,
    maximum: 2000,
    priceBreaks: [
      { minQuantity: 100, priceCents: 550 },
      { minQuantity: 500, priceCents: 480 },
    ],
    description:
      'Pair of replacement carbon brushes, 6.3 x 16 x 22 mm, with auto-stop cut-off and spring leads. Fits our 1200W grinders and 1500W saws. Replace both brushes at once when they are worn to 6 mm.',
  },
  {
    id: 'hss-drill-bit-set',
    name: 'HSS-G Drill Bit Set, 19 pieces',
    priceCents: 2450,
    available: 850,
    minimum: 5,
    increment: 5,
    priceBreaks: [{ minQuantity: 25, priceCents: 2190 }],
    description:
      'Ground high-speed-steel bits from 1 to 10 mm in 0.5 mm steps, 135 degree split point for drilling steel without centre punching. Supplied in a metal case with a size index.',
  },
  {
    id: 'impact-driver-18v',
    name: 'Impact Driver 18V 180 Nm',
    priceCents: 11900,
    available: 150,
    minimum: 1,
    description:
      'Compact brushless impact driver, 180 Nm of torque, three speed modes and a 1/4 inch hex quick-release chuck. At only 128 mm long it reaches between joists and inside cabinets. Body only.',
  },
  {
    id: 'armature-1200w',
    name: 'Replacement Armature for 1200W Grinder',
    priceCents: 3200,
    available: 140,
    minimum: 2,
    increment: 2,
    description:
      'Factory armature with bearings fitted for the 125 mm 1200W angle grinder. Balanced and impregnated for long life; restores full power after a burn-out.',
  },
  {
    id: 'jigsaw-800w',
    name: 'Jigsaw 800W with Pendulum Action',
    priceCents: 9900,
    available: 120,
    minimum: 1,
    description:
      '800W jigsaw with four pendulum settings, 500-3,100 strokes a minute and a tool-free T-shank blade clamp. Cuts 110 mm in wood and 10 mm in steel; the steel base plate tilts to 45 degrees and a blower keeps the cut line clear.',
  },
  {
    id: 'orbital-sander-125',
    name: 'Random Orbital Sander 125 mm',
    priceCents: 6900,
    available: 210,
    minimum: 2,
    description:
      '350W random orbital sander for 125 mm hook-and-loop discs, 2.5 mm orbit and six speeds from 7,000 to 12,000 rpm. Low-vibration palm grip, pad brake and a micro-filter dust box that clips off for emptying.',
  },
];
