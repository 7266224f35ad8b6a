// Demo reviews of the home page. Pictures are served by the app itself (web/public/reviews).
export const seedReviews = [
  {
    id: 'review-1',
    displayName: 'Maria K.',
    picture: '/reviews/avatar-1.svg',
    rating: 5,
    description:
      'The 18V drill has been on site every day for a year. Batteries still hold their charge and the chuck has not slipped once.',
  },
  {
    id: 'review-2',
    displayName: 'Tomasz W.',
    picture: '/reviews/avatar-2.svg',
    rating: 4,
    description:
      'Ordered 200 carbon brush sets for our repair shop. Fast delivery and the fit is exact. Would like a bulk price above 500.',
  },
  {
    id: 'review-3',
    displayName: 'Aisha B.',
    picture: '/reviews/avatar-3.svg',
    rating: 5,
    description: 'The brushless motor is quiet and runs cool. We build it into our own bench saws now.',
  },
  {
    id: 'review-4',
    displayName: 'Jon E.',
    picture: '/reviews/avatar-4.svg',
    rating: 4,
    description: 'Grinder is solid, soft start is a real improvement. Guard adjustment could be a bit stiffer.',
  },
  {
    id: 'review-5',
    displayName: 'Lucia P.',
    picture: '/reviews/avatar-5.svg',
    rating: 5,
    description: 'Rapid charger and two 5Ah packs keep three of us working all day. Great value.',
  },
  {
    id: 'review-6',
    displayName: 'Kenji S.',
    picture: '/reviews/avatar-6.svg',
    rating: 3,
    description: 'Drill bits are sharp and the case is sturdy. The 1 mm bit broke on stainless, the rest are fine.',
  },
];
