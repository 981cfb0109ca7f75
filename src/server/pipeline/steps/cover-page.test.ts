/** The card cover page (make-pages.ts): the first page away from home; with several heroes the first away page showing them all. */
import { describe, expect, it } from 'vitest';
import type { ChunkRow } from '../../stories/story-types.ts';
import type { Scene } from '../../providers/types.ts';
import { coverPage } from './make-pages.ts';

const chunk = (position: number, scene: Partial<Scene>): ChunkRow => ({
  storyId: 's',
  position,
  content: '',
  illustrationPrompt: '',
  imageKey: null,
  audioKey: null,
  audioContentType: null,
  audioDurationSeconds: null,
  timings: null,
  scene: { setting: 'meadow', timeOfDay: 'day', action: 'standing', companion: 'none', props: [], mood: 'cheerful', ...scene },
});

describe('coverPage', () => {
  it('takes the first page away from home for one hero', () => {
    expect(coverPage([chunk(0, { setting: 'home' }), chunk(1, { setting: 'forest' }), chunk(2, { setting: 'lake' })])?.position).toBe(1);
  });
  it('takes the first away page that shows every hero when the story has several', () => {
    const leo = { hero: 0, name: 'Leo', action: 'walking' as const };
    const rex = { hero: 1, name: 'Rex', action: 'walking' as const };
    const chunks = [
      chunk(0, { setting: 'home', coHeroes: [leo, rex] }),
      chunk(1, { setting: 'forest', coHeroes: [leo] }),
      chunk(2, { setting: 'lake', coHeroes: [leo, rex] }),
      chunk(3, { setting: 'bedroom', coHeroes: [leo, rex] }),
    ];
    expect(coverPage(chunks)?.position).toBe(2);
    // None away from home shows them all: the first away page.
    expect(coverPage([chunks[0]!, chunks[1]!, chunks[3]!])?.position).toBe(1);
  });
});
