import racket from '../../data/racket-sports/racket-sports.en-GB.json' with { type: 'json' };

export interface RacketSport {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
}

/**
 * The club's two racket sports: on the racket club page, and as the court request form's
 * choices. A module of their own, so the form carries them without the rest of the page. The
 * words are in `data/racket-sports/`.
 */
export const racketSports: readonly RacketSport[] = racket.sports;
