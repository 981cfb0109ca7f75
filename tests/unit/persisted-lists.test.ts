import { describe, expect, it } from 'vitest';
import { addCompletedExport, addInProgressExport, addInProgressStory } from '../../src/lib/stores/persisted-lists.ts';

describe('persisted lists', () => {
  it('inProgressStories: duplicates are not added', () => {
    const list = addInProgressStory([], { storyId: 'a', createdAt: 1 });
    expect(addInProgressStory(list, { storyId: 'a', createdAt: 2 })).toEqual([{ storyId: 'a', createdAt: 1 }]);
    expect(addInProgressStory(list, { storyId: 'b', createdAt: 2 })).toHaveLength(2);
  });

  it('inProgressExports: duplicates by exportId are not added', () => {
    const list = addInProgressExport([], { exportId: 'e1', storyId: 's', createdAt: 1 });
    expect(addInProgressExport(list, { exportId: 'e1', storyId: 'other', createdAt: 2 })).toHaveLength(1);
    expect(addInProgressExport(list, { exportId: 'e2', storyId: 's', createdAt: 2 })).toHaveLength(2);
  });

  it('completedExports: a newer entry replaces the older one of the same story and goes first', () => {
    let list = addCompletedExport([], { storyId: 's1', storageUrl: 'u1', completedAt: 1 });
    list = addCompletedExport(list, { storyId: 's2', storageUrl: 'u2', completedAt: 2 });
    list = addCompletedExport(list, { storyId: 's1', storageUrl: 'u3', completedAt: 3 });
    expect(list).toEqual([
      { storyId: 's1', storageUrl: 'u3', completedAt: 3 },
      { storyId: 's2', storageUrl: 'u2', completedAt: 2 },
    ]);
  });

  it('completedExports: an older entry does not replace a newer one', () => {
    const list = addCompletedExport([], { storyId: 's1', storageUrl: 'new', completedAt: 5 });
    expect(addCompletedExport(list, { storyId: 's1', storageUrl: 'old', completedAt: 4 })).toEqual(list);
  });
});
