/**
 * My Stories: consecutive episodes of a series form one group (the server lists a
 * series together); a story outside a series stays on its own; the group is labelled by its
 * first listed episode's title.
 */
import { describe, expect, it } from 'vitest';
import { groupSeries, seriesTitle } from '../../src/islands/stories/stories-api.ts';
import type { StoryView } from '../../src/shared/api-types.ts';

const story = (id: string, series: string | null, episode = 1, title = `Story ${id}`): StoryView =>
  ({ id, title, heroName: 'Mila', series: series ? { id: series, episode, episodes: 2, previous: null, next: null } : null }) as StoryView;

describe('groupSeries', () => {
  it.each([
    [
      'no series',
      [story('a', null), story('b', null)],
      [
        [null, ['a']],
        [null, ['b']],
      ],
    ],
    [
      'one series between two stories',
      [story('a', null), story('b', 's', 1), story('c', 's', 2), story('d', null)],
      [
        [null, ['a']],
        ['s', ['b', 'c']],
        [null, ['d']],
      ],
    ],
    [
      'two series side by side',
      [story('a', 's', 1), story('b', 's', 2), story('c', 't', 1), story('d', 't', 2)],
      [
        ['s', ['a', 'b']],
        ['t', ['c', 'd']],
      ],
    ],
    ['a lone episode whose series lost episode 1', [story('b', 's', 2)], [['s', ['b']]]],
  ] as const)('%s', (_, stories, expected) => {
    expect(groupSeries(stories).map((g) => [g.seriesId, g.stories.map((s) => s.id)])).toEqual(expected);
  });

  it('labels a series by its first titled episode, else by its hero', () => {
    expect(seriesTitle([story('a', 's', 1, 'Mila and the Boat'), story('b', 's', 2, 'Mila and the Kite')])).toBe('Mila and the Boat');
    expect(seriesTitle([story('a', 's', 1, '')])).toBe('A story for Mila');
  });
});
