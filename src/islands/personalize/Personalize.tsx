/**
 * /personalize island: tabs Voice Personalization (default) and Character
 * Personalization. Loads both lists and the usage entries, and refreshes them after every
 * upload and delete. `#characters` in the address opens the
 * character tab, so other pages can link straight to it.
 */
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import CharacterTab from './CharacterTab.tsx';
import { HumanIcon, MicIcon } from './icons.tsx';
import { atCapacity } from './form-rules.ts';
import { fetchCharacters, fetchUsage, fetchVoiceSamples, type Character, type UsageEntry, type VoiceSample } from './samples-api.ts';
import VoiceTab from './VoiceTab.tsx';
import { localizePersonalizeText, type PersonalizeMessages } from './personalize-text.ts';
import type { Locale } from '../../i18n/locales.ts';

type Tab = 'voice' | 'character';

interface Props {
  /** The island's messages in the page's language (see personalize-text.ts). */
  t: PersonalizeMessages;
  /** The page's UI language, for Intl (plurals, list and number formats). */
  locale: Locale;
}

export default function Personalize({ t, locale }: Props) {
  const TABS: { id: Tab; label: string }[] = [
    { id: 'voice', label: t.ps_tab_voice },
    { id: 'character', label: t.ps_tab_character },
  ];
  const message = (e: unknown) => localizePersonalizeText(e instanceof Error ? e.message : 'An error occurred', t);
  const [tab, setTab] = useState<Tab>('voice');
  const [voices, setVoices] = useState<VoiceSample[] | null>(null);
  const [characters, setCharacters] = useState<Character[] | null>(null);
  const [usage, setUsage] = useState<UsageEntry[] | null>(null);
  const [voiceError, setVoiceError] = useState<string | null>(null);
  const [characterError, setCharacterError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    await Promise.all([
      fetchVoiceSamples().then(
        (list) => (setVoices(list), setVoiceError(null)),
        (e) => setVoiceError(message(e)),
      ),
      fetchCharacters().then(
        (list) => (setCharacters(list), setCharacterError(null)),
        (e) => setCharacterError(message(e)),
      ),
      fetchUsage().then(setUsage, () => undefined),
    ]);
  }, []);

  useEffect(() => {
    if (window.location.hash === '#characters') setTab('character');
    void refresh();
  }, [refresh]);

  function choose(next: Tab) {
    setTab(next);
    history.replaceState(null, '', next === 'character' ? '#characters' : window.location.pathname + window.location.search);
  }

  function onKey(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'voice' ? 'character' : 'voice';
    choose(next);
    document.getElementById(`tab-${next}`)?.focus();
  }

  const entry = (resource: UsageEntry['resource']) => usage?.find((u) => u.resource === resource);

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={t.ps_tabs_label}
        className="grid grid-cols-2 gap-1.5 rounded-3xl bg-white p-1.5 shadow-sm ring-1 ring-night-100 sm:flex sm:self-start sm:rounded-full"
        onKeyDown={onKey}
      >
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => choose(id)}
            className={`inline-flex items-center justify-center gap-2 rounded-2xl px-3 py-2 text-sm leading-tight font-bold transition sm:rounded-full sm:px-4 sm:text-base ${
              tab === id ? 'bg-night-600 text-white' : 'text-night-700 hover:bg-night-50'
            }`}
          >
            {id === 'voice' ? <MicIcon size={18} className="shrink-0" /> : <HumanIcon size={18} className="shrink-0" />}
            <span>{label}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'voice' ? (
          <VoiceTab t={t} locale={locale} samples={voices} loadError={voiceError} atCapacity={atCapacity(entry('VOICE_SAMPLE'))} refresh={refresh} />
        ) : (
          <CharacterTab
            t={t}
            locale={locale}
            characters={characters}
            loadError={characterError}
            atCapacity={atCapacity(entry('IMAGE_SAMPLE'))}
            refresh={refresh}
          />
        )}
      </div>
    </div>
  );
}
