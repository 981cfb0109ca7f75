/** What the create-story form starts with (pure choosers of src/islands/create-story/form-memory.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_NARRATOR, initialNarration, narrationToRemember, preselectCharacterId } from '../../src/islands/create-story/form-memory.ts';
import { downloadFileName } from '../../src/server/storage/storage.ts';
import { remainingStories, storyBalanceText } from '../../src/lib/story-balance.ts';

describe('create-story defaults', () => {
  it('pre-selects the last character used while it exists, else a lone one, else none', () => {
    expect(preselectCharacterId([{ id: 7 }], {})).toBe(7);
    expect(preselectCharacterId([{ id: 7 }, { id: 8 }], {})).toBeNull();
    expect(preselectCharacterId([{ id: 7 }, { id: 8 }], { characterId: 8 })).toBe(8);
    expect(preselectCharacterId([{ id: 7 }], { characterId: 99 })).toBe(7);
    expect(preselectCharacterId([], { characterId: 99 })).toBeNull();
  });

  it('narrates by default with the default narrator, not the newest voice sample', () => {
    expect(initialNarration([], {})).toEqual({ on: true, voice: DEFAULT_NARRATOR });
    expect(initialNarration([{ id: 5 }, { id: 3 }], {})).toEqual({ on: true, voice: DEFAULT_NARRATOR });
  });

  it("keeps the parent's last choice while it still applies", () => {
    expect(initialNarration([{ id: 5 }], { narration: 'off' })).toEqual({ on: false, voice: DEFAULT_NARRATOR });
    expect(initialNarration([{ id: 5 }], { narration: 'default' })).toEqual({ on: true, voice: DEFAULT_NARRATOR });
    expect(initialNarration([{ id: 5 }, { id: 3 }], { narration: 3 })).toEqual({ on: true, voice: '3' });
    // A deleted sample falls back to the default narrator.
    expect(initialNarration([{ id: 5 }], { narration: 3 })).toEqual({ on: true, voice: DEFAULT_NARRATOR });
    expect([narrationToRemember(false, '5'), narrationToRemember(true, DEFAULT_NARRATOR), narrationToRemember(true, '5')]).toEqual(['off', 'default', 5]);
  });
});

describe('story balance and download names', () => {
  it('says how many stories are left', () => {
    expect([0, 1, 21].map(storyBalanceText)).toEqual(['0 stories left', '1 story left', '21 stories left']);
    expect(
      remainingStories([
        { resource: 'VOICE_SAMPLE', remaining: 2 },
        { resource: 'STORY_GENERATION', remaining: 4, unlimited: false },
      ]),
    ).toBe(4);
    expect(remainingStories([{ resource: 'STORY_GENERATION', remaining: 4, unlimited: true }])).toBeNull();
    expect(remainingStories({ message: 'nope' })).toBeNull();
  });

  it('names a video after the story, without characters a file system or header would choke on', () => {
    expect(downloadFileName('Mila and the Moon', 'mp4')).toBe('Mila and the Moon.mp4');
    expect(downloadFileName('../../etc/passwd', 'mp4')).toBe('etc passwd.mp4');
    expect(downloadFileName('The End...', 'mp4')).toBe('The End.mp4');
    expect(downloadFileName('a\r\nb"c<d>', 'mp4')).toBe('a b c d.mp4');
    expect(downloadFileName('   ', 'mp4')).toBe('Bedtime Hero story.mp4');
    expect(downloadFileName('ゆき'.repeat(80), 'mp4')).toBe(`${'ゆき'.repeat(50)}.mp4`);
  });
});
