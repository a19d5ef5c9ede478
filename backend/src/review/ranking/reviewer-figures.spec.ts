import { reviewerFigures, type AdjustedReview } from './reviewer-figures.js';

const review = (reviewerId: string, total: number, adjusted: number): AdjustedReview => ({
  reviewerId,
  total,
  adjusted,
});

describe('reviewer figures', () => {
  it('counts, averages and spreads each reviewer’s raw totals', () => {
    const [figures] = reviewerFigures([review('r1', 2, 3), review('r1', 4, 4), review('r1', 3, 3.5)]);
    expect(figures).toMatchObject({ reviewerId: 'r1', reviews: 3, mean: 3 });
    expect(figures.spread).toBeCloseTo(Math.sqrt(2 / 3), 9);
  });

  it('shows a harsh reviewer below zero and a lenient one above', () => {
    // Normalisation lifted every one of harsh's reviews by 1 and lowered lenient's by 0.5.
    const figures = reviewerFigures([
      review('lenient', 4.5, 4),
      review('lenient', 5, 4.5),
      review('harsh', 2, 3),
      review('harsh', 1, 2),
    ]);
    expect(figures.map((row) => [row.reviewerId, row.leniency])).toEqual([
      ['harsh', -1],
      ['lenient', 0.5],
    ]);
  });

  it('has no row for a reviewer without reviews and a zero spread for one review', () => {
    const figures = reviewerFigures([review('only', 3, 3)]);
    expect(figures).toEqual([{ reviewerId: 'only', reviews: 1, mean: 3, spread: 0, leniency: 0 }]);
  });
});
