export interface RacketSport {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
}

/**
 * The club's two racket sports: on the racket club page, and as the court request form's
 * choices. A module of their own, so the form carries them without the rest of the page.
 */
export const racketSports = [
  {
    id: 'tennis',
    title: 'Tennis Courts',
    description:
      'Clay courts set into the hillside, shaded at the edges by cork oaks and lit for cool evening games.',
    features: [
      'Clay surface, kind to joints',
      'Floodlit for evening play',
      'Coaching for every level',
    ],
  },
  {
    id: 'padel',
    title: 'Padel Courts',
    description:
      'Glass-walled padel courts for fast, social doubles: easy to learn in an hour, hard to put down.',
    features: ['Panoramic glass courts', 'Rackets and balls to borrow', 'Open play and mixers'],
  },
] as const satisfies readonly RacketSport[];
