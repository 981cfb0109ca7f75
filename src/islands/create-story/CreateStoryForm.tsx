/**
 * The /create-story island: Main Character, Story Settings and Voice Narration. A new character is uploaded
 * first and its id used; then the story is created, tracked as in progress, and the parent
 * goes to /stories where the 'being created' notice waits.
 */
import { localHref } from '../../i18n/ui-language.ts';
import { format } from '../../i18n/format.ts';
import { formatNodes } from '../../i18n/format-nodes.tsx';
import { balanceText, localizeFormText, type CreateStoryMessages } from './form-text.ts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api.ts';
import { browserSiteConfig } from '../../lib/site-config.ts';
import { trackStory } from '../../lib/stores/persisted-lists.ts';
import { rememberStoryCreatedNotice, USAGE_CHANGED_EVENT } from '../../lib/story-events.ts';
import { LANGUAGES, type IllustrationStyle, type LanguageCode } from '../../shared/catalog.ts';
import { readStoredAuth } from '../../lib/stores/auth.ts';
import { remainingStories } from '../../lib/story-balance.ts';
import CharacterSection from './CharacterSection.tsx';
import ExtraHeroes from './ExtraHeroes.tsx';
import {
  DEFAULT_NARRATOR,
  initialNarration,
  initialStoryLanguage,
  languageToRemember,
  loadFormMemory,
  narrationToRemember,
  preselectCharacterId,
  saveFormMemory,
} from './form-memory.ts';
import { createStory, fetchCharacters, fetchUsage, fetchVoiceSamples, uploadCharacter, type Character, type VoiceSample } from './create-story-api.ts';
import {
  ageError,
  buildStoryRequest,
  extrasWithout,
  toggleExtraHero,
  characterFormFields,
  characterSlotsLeft,
  editDraft,
  filterAgeInput,
  initialChoice,
  MESSAGES,
  selectExisting,
  storyAgeFromCharacter,
  storyLimitReached,
  submitDisabled,
  switchSource,
  validateForSubmit,
  type CharacterChoice,
  type Narration,
  type UsageEntry,
} from './form-rules.ts';
import { CUSTOM_MORAL, MoralSelect, StyleCards, type MoralGroupOption } from './StoryChoices.tsx';
import WishChips from './WishChips.tsx';

interface Props {
  /** The moral selector's groups, prepared on the server with labels in the UI language. */
  moralGroups: MoralGroupOption[];
  /** The page's UI language: the story language defaults to it; Intl formats in it. */
  locale: LanguageCode;
  /** The page's `cs_` and `balance_` templates in that language. */
  t: CreateStoryMessages;
}

function Section({ title, step, children }: { title: string; step: number; children: React.ReactNode }) {
  return (
    <section className="card space-y-5" aria-labelledby={`section-${step}`}>
      <h2 id={`section-${step}`} className="flex items-center gap-3 text-xl font-extrabold text-night-900">
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-moon-300 text-base">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function CreateStoryForm({ moralGroups, locale, t }: Props) {
  const say = (text: string) => localizeFormText(text, t);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [characters, setCharacters] = useState<Character[]>([]);
  const [voiceSamples, setVoiceSamples] = useState<VoiceSample[]>([]);
  const [usage, setUsage] = useState<UsageEntry[] | null>(null);

  const [choice, setChoice] = useState<CharacterChoice>(initialChoice(0));
  /** Up to two more heroes, in the order picked. */
  const [extraHeroIds, setExtraHeroIds] = useState<number[]>([]);
  const [age, setAge] = useState('5');
  const [ageEdited, setAgeEdited] = useState(false);
  const [language, setLanguage] = useState<LanguageCode>(locale); // The story language defaults to the UI language
  const [style, setStyle] = useState<IllustrationStyle>('ghibli');
  const [moral, setMoral] = useState('');
  const [customMoral, setCustomMoral] = useState('');
  const [freeText, setFreeText] = useState('');
  const [narrationOn, setNarrationOn] = useState(true);
  const [voice, setVoice] = useState(DEFAULT_NARRATOR);

  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setLoadError(null);
    try {
      const [chars, samples, entries] = await Promise.all([fetchCharacters(), fetchVoiceSamples(), fetchUsage()]);
      setCharacters(chars);
      setVoiceSamples(samples);
      setUsage(entries);
      // The last character used (or a lone one) is selected, narration starts as last time.
      const memory = loadFormMemory(readStoredAuth()?.user.id);
      const preselected = chars.find((c) => c.id === preselectCharacterId(chars, memory));
      setChoice(preselected ? selectExisting(initialChoice(chars.length), preselected.id) : initialChoice(chars.length));
      const suggested = preselected ? storyAgeFromCharacter(preselected.age) : null;
      if (suggested) setAge(suggested);
      // A story language the parent picked over the UI default last time is kept.
      setLanguage(initialStoryLanguage(locale, memory));
      const narration = initialNarration(samples, memory);
      setNarrationOn(narration.on);
      setVoice(narration.voice);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : 'An error occurred');
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // The server fills the page's site config with the narrator it runs: a cloned voice is promised
  // only when stories really are read in the parent's own voice. Read after hydration, so the
  // prerendered markup and the first client render agree.
  const [cloning, setCloning] = useState(false);
  useEffect(() => setCloning(browserSiteConfig().voiceCloning === true), []);

  // The limit message clears when quota returns (the tracker refreshes usage after checks).
  useEffect(() => {
    const refresh = () => {
      fetchUsage()
        .then(setUsage)
        .catch((e: unknown) => console.warn('Usage refresh failed', e));
    };
    window.addEventListener(USAGE_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(USAGE_CHANGED_EVENT, refresh);
  }, []);

  const limitReached = storyLimitReached(usage);
  const storiesLeft = remainingStories(usage);
  const liveAgeError = ageError(age);
  const disabled = submitDisabled({ age, limitReached, loading, submitting });

  const showError = (message: string) => {
    setFormError(message);
    topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSelectCharacter = (c: Character) => {
    setChoice((prev) => selectExisting(prev, c.id));
    // A character cannot be the main hero and an extra one at once.
    setExtraHeroIds((prev) => extrasWithout(prev, c.id));
    const suggested = storyAgeFromCharacter(c.age);
    if (suggested && !ageEdited) setAge(suggested);
    setFormError(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    const problem = validateForSubmit(age, choice);
    if (problem) return showError(problem);

    setSubmitting(true);
    setFormError(null);
    let leaving = false;
    try {
      let characterId = choice.selectedId;
      if (choice.source === 'new') {
        let created: Partial<Character> | undefined;
        try {
          created = await uploadCharacter(characterFormFields(choice.draft));
        } catch (error) {
          // A refusal the parent can act on (capacity, unsafe words) is worth more than the generic line.
          const actionable =
            error instanceof ApiError && (error.status === 403 || error.status === 422 || error.status === 400) && error.message !== 'An error occurred';
          return showError(actionable ? error.message : MESSAGES.characterFailed);
        }
        if (!created || typeof created.id !== 'number') return showError(MESSAGES.characterMissingId);
        const saved = created as Character;
        // Keep the saved character selected, so a retry after a story error does not save it twice.
        setCharacters((list) => [saved, ...list]);
        setChoice(selectExisting(choice, saved.id));
        characterId = saved.id;
      }
      if (characterId === null) return showError(MESSAGES.characterMissingId);

      const sample = voiceSamples.find((s) => String(s.id) === voice);
      const narration: Narration = narrationOn ? { enabled: true, sample: sample ? { id: sample.id, name: sample.name } : null } : { enabled: false };
      const request = buildStoryRequest({
        age,
        moral: moral === CUSTOM_MORAL ? customMoral : moral,
        freeText,
        language,
        illustrationStyle: style,
        characterId,
        extraHeroIds,
        narration,
      });
      try {
        const { id } = await createStory(request);
        saveFormMemory(readStoredAuth()?.user.id, {
          characterId,
          narration: narrationToRemember(narrationOn, voice),
          language: languageToRemember(language, locale),
        });
        trackStory(id);
        rememberStoryCreatedNotice();
        leaving = true;
        window.location.assign(localHref('/stories', locale));
        return;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'quota_exceeded') {
          fetchUsage().then(setUsage, () => {});
          return showError(MESSAGES.limitReached);
        }
        return showError(error instanceof ApiError && error.message !== 'An error occurred' ? error.message : MESSAGES.storyFailed);
      }
    } finally {
      // Stay disabled while the browser leaves for /stories.
      if (!leaving) setSubmitting(false);
    }
  }

  if (loading) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-night-600" role="status">
        <span className="spinner" aria-hidden="true" />
        <p className="font-bold">{t.cs_loading}</p>
      </div>
    );
  }
  if (loadError) {
    return (
      <div className="card space-y-4 text-center" role="alert">
        <p className="font-bold text-rose-800">{format(t.cs_load_error, { error: say(loadError) })}</p>
        <button type="button" className="btn-primary" onClick={() => void load()}>
          {t.cs_try_again}
        </button>
      </div>
    );
  }

  const ageMessageId = 'story-age-error';
  // The boundaries the story will keep: the main hero's and every other hero's, as on the server.
  const wishBoundaries = [
    ...new Set(
      characters
        .filter((c) => (choice.source === 'existing' && c.id === choice.selectedId) || extraHeroIds.includes(c.id))
        .flatMap((c) => c.boundaries?.avoid ?? []),
    ),
  ];
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-busy={submitting}>
      <div ref={topRef} className="scroll-mt-24 space-y-3">
        {storiesLeft !== null && !limitReached && (
          <p className="font-bold text-night-800" data-story-balance-line>
            {balanceText(storiesLeft, locale, t)}
          </p>
        )}
        {limitReached && (
          <div role="alert" className="rounded-2xl bg-amber-50 p-4 font-bold text-amber-900 ring-1 ring-amber-300" data-story-balance-line>
            {balanceText(0, locale, t)}. {t.cs_err_limit}{' '}
            <a href={localHref('/pricing', locale)} className="underline">
              {t.cs_see_plans}
            </a>
          </div>
        )}
        {formError && formError !== MESSAGES.limitReached && (
          <div role="alert" className="rounded-2xl bg-rose-50 p-4 font-bold text-rose-800 ring-1 ring-rose-200">
            {say(formError)}
          </div>
        )}
      </div>

      <fieldset disabled={submitting} className="space-y-6">
        <Section title={t.cs_section_character} step={1}>
          <CharacterSection
            t={t}
            locale={locale}
            characters={characters}
            choice={choice}
            canAddCharacter={characterSlotsLeft(usage)}
            onSource={(source) => setChoice((prev) => switchSource(prev, source))}
            onSelect={onSelectCharacter}
            onDraft={(patch) => {
              setChoice((prev) => editDraft(prev, patch));
              setFormError(null);
            }}
          >
            <ExtraHeroes
              t={t}
              characters={characters}
              mainId={choice.source === 'existing' ? choice.selectedId : null}
              extraIds={extraHeroIds}
              onToggle={(id) => setExtraHeroIds((prev) => toggleExtraHero(prev, id, choice.source === 'existing' ? choice.selectedId : null))}
              canAddCharacter={characterSlotsLeft(usage)}
              onCreate={async (draft) => {
                let created: Partial<Character> | undefined;
                try {
                  created = await uploadCharacter(characterFormFields(draft));
                } catch (error) {
                  const actionable =
                    error instanceof ApiError &&
                    (error.status === 403 || error.status === 422 || error.status === 400) &&
                    error.message !== 'An error occurred';
                  throw new Error(actionable ? error.message : MESSAGES.characterFailed);
                }
                if (!created || typeof created.id !== 'number') throw new Error(MESSAGES.characterMissingId);
                const saved = created as Character;
                setCharacters((list) => [...list, saved]);
                fetchUsage().then(setUsage, () => {});
                return saved;
              }}
            />
          </CharacterSection>
        </Section>

        <Section title={t.cs_section_settings} step={2}>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <label className="label" htmlFor="story-age">
                {t.cs_age_label}
              </label>
              <input
                id="story-age"
                className="input"
                inputMode="numeric"
                autoComplete="off"
                value={age}
                aria-invalid={liveAgeError ? true : undefined}
                aria-describedby={liveAgeError ? ageMessageId : 'story-age-hint'}
                onChange={(e) => {
                  setAge(filterAgeInput(e.target.value));
                  setAgeEdited(true);
                }}
              />
              {liveAgeError ? (
                <p id={ageMessageId} className="mt-1 text-sm font-bold text-rose-700">
                  {say(liveAgeError)}
                </p>
              ) : (
                <p id="story-age-hint" className="mt-1 text-xs text-night-600">
                  {t.cs_age_hint}
                </p>
              )}
            </div>
            <div>
              <label className="label" htmlFor="story-language">
                {t.cs_language_label}
              </label>
              <select id="story-language" className="input" value={language} onChange={(e) => setLanguage(e.target.value as LanguageCode)}>
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code} lang={l.code} dir={l.dir}>
                    {l.displayName} — {l.description}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <StyleCards value={style} onChange={setStyle} locale={locale} t={t} />

          <MoralSelect t={t} groups={moralGroups} selected={moral} custom={customMoral} onSelect={setMoral} onCustom={setCustomMoral} />

          <div>
            <label className="label" htmlFor="free-text">
              {t.cs_free_text_label} <span className="font-normal text-night-600">{t.cs_optional}</span>
            </label>
            <textarea
              id="free-text"
              className="input min-h-24"
              maxLength={1000}
              value={freeText}
              placeholder={t.cs_free_text_placeholder}
              onChange={(e) => setFreeText(e.target.value)}
            />
            <WishChips
              freeText={freeText}
              moral={moral === CUSTOM_MORAL ? customMoral : moral}
              language={language}
              t={t}
              locale={locale}
              avoid={wishBoundaries}
            />
          </div>
        </Section>

        <Section title={t.cs_section_voice} step={3}>
          <label className="flex cursor-pointer items-center gap-3 font-bold text-night-900">
            <input
              type="checkbox"
              className="h-5 w-5 accent-night-600"
              checked={narrationOn}
              onChange={(e) => {
                setNarrationOn(e.target.checked);
                if (!e.target.checked) setVoice(DEFAULT_NARRATOR);
              }}
            />
            {t.cs_narrate}
          </label>
          {narrationOn ? (
            <div>
              <label className="label" htmlFor="voice-sample">
                {t.cs_voice_label}
              </label>
              <select id="voice-sample" className="input" value={voice} onChange={(e) => setVoice(e.target.value)}>
                <option value={DEFAULT_NARRATOR}>{t.cs_default_narrator}</option>
                {voiceSamples.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.name}
                  </option>
                ))}
              </select>
              <p className="mt-2 text-sm text-night-700">
                {voice === DEFAULT_NARRATOR ? t.cs_voice_default_hint : cloning ? t.cs_voice_clone_hint : t.cs_voice_sample_hint}{' '}
                {voiceSamples.length === 0 &&
                  formatNodes(t.cs_record_hint, {
                    link: (
                      <a href={localHref('/personalize', locale)} className="font-bold text-night-600 underline">
                        {t.cs_record_link}
                      </a>
                    ),
                  })}
              </p>
            </div>
          ) : (
            <p className="rounded-2xl bg-night-50 p-3 text-sm text-night-700">{t.cs_text_only}</p>
          )}
        </Section>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <a href={localHref('/stories', locale)} className="btn-ghost">
          {t.cs_cancel}
        </a>
        <button type="submit" className="btn-primary" disabled={disabled}>
          {submitting ? (
            <>
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
              {t.cs_creating}
            </>
          ) : (
            t.cs_create
          )}
        </button>
      </div>
    </form>
  );
}
