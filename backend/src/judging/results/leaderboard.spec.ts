import { type ReviewTotal, scoreItems } from '../../common/panel-review/normalisation.js';
import { leaderboards } from './leaderboard.js';

const sheet = (reviewerId: string, itemId: string, total: number): ReviewTotal => ({ reviewerId, itemId, total });

describe('leaderboards', () => {
  it('ranks overall and within each track, unscored submissions last without a rank, with the raw rank beside', () => {
    const listing = (id: string, track: string) => ({
      id,
      projectId: `project-${id}`,
      track,
      title: id,
      tagline: null,
    });
    const sheets = [
      sheet('harsh', 'x1', 3),
      sheet('harsh', 'x2', 2),
      sheet('harsh', 'x3', 1),
      sheet('lenient', 'y1', 5),
      sheet('lenient', 'y2', 4.5),
      sheet('lenient', 'y3', 4),
    ];
    const board = leaderboards(
      [listing('x1', 'Discovery'), listing('y2', 'Discovery'), listing('none', 'Discovery'), listing('y1', 'Access')],
      scoreItems(sheets),
    );
    expect(board.overall.map((row) => [row.id, row.rank, row.rawRank])).toEqual([
      // x1 and y1 tie on the normalised score: y1's raw mean breaks the tie.
      ['y1', 1, 1],
      ['x1', 2, 3],
      ['y2', 3, 2],
      ['none', null, null],
    ]);
    // Answered with 4 decimals (screens show 2).
    const decimals = (value: number | null) => String(value).split('.')[1]?.length ?? 0;
    for (const row of board.overall) {
      expect(decimals(row.score)).toBeLessThanOrEqual(4);
      expect(decimals(row.rawMean)).toBeLessThanOrEqual(4);
    }
    expect(scoreItems(sheets).get('x1')!.score).not.toBe(board.overall.find((row) => row.id === 'x1')!.score);
    expect(board.tracks.map((track) => [track.track, track.rows.map((row) => [row.id, row.rank])])).toEqual([
      ['Access', [['y1', 1]]],
      [
        'Discovery',
        [
          ['x1', 1],
          ['y2', 2],
          ['none', null],
        ],
      ],
    ]);
  });
});
