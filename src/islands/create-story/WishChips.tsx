/**
 * "What your story will have": as the parent types wishes or a moral, one debounced
 * call to POST /v1/stories/interpret shows chips in the story's language and a plain sentence
 * naming the words the story will leave out. When the story is in another language than the
 * page, each chip carries its words in the page's language beside it; otherwise nothing is
 * glossed (a German parent writing a German story reads German only).
 */
import { useEffect, useRef, useState } from 'react';
import { apiPost } from '../../lib/api.ts';
import type { WishesPreview } from '../../shared/api-types.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import type { BoundaryKey } from '../../shared/boundaries.ts';
import { format } from '../../i18n/format.ts';
import type { CreateStoryMessages } from './form-text.ts';

/** A chip's words in the page's language (English from a server that does not send them). */
const gloss = (chip: WishesPreview['chips'][number]) => chip.labelUi ?? chip.labelEn;

/** Wait this long after the last keystroke before asking the server. */
export const WISH_DEBOUNCE_MS = 450;

interface Props {
  freeText: string;
  /** Catalogue key or the parent's own moral. */
  moral: string;
  language: LanguageCode;
  /** The page's `cs_` templates. */
  t: CreateStoryMessages;
  /** The page's UI language: the glosses are in it. */
  locale: LanguageCode;
  /** The hero's boundaries on this form: a wish they forbid is shown as left out, with why. */
  avoid?: readonly BoundaryKey[];
}

export default function WishChips({ freeText, moral, language, t, locale, avoid = [] }: Props) {
  const avoidKey = avoid.join(',');
  const [preview, setPreview] = useState<WishesPreview | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const text = freeText.trim();
    const lesson = moral.trim();
    const ticket = ++latest.current;
    if (!text && !lesson) {
      setPreview(null);
      return;
    }
    const timer = setTimeout(() => {
      apiPost<WishesPreview>('/v1/stories/interpret', {
        freeText: text,
        moral: lesson,
        language,
        uiLanguage: locale,
        ...(avoidKey ? { avoid: avoidKey.split(',') } : {}),
      })
        .then((result) => {
          if (ticket === latest.current) setPreview(result);
        })
        .catch(() => {
          if (ticket === latest.current) setPreview(null);
        });
    }, WISH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [freeText, moral, language, locale, avoidKey]);

  if (!preview) return null;
  const { chips, leftOut, safe, message } = preview;
  const avoided = preview.avoided ?? [];
  if (safe && !chips.length && !leftOut.length && !avoided.length) return null;
  return (
    <div data-testid="wish-chips" aria-live="polite" className={`mt-3 rounded-2xl px-4 py-3 ${safe ? 'bg-night-50' : 'border-2 border-rose-300 bg-rose-50'}`}>
      {!safe && message && (
        <p role="alert" className="font-bold text-rose-800">
          {message}
        </p>
      )}
      {chips.length > 0 && (
        <>
          <p className="text-sm font-bold text-night-800">{t.cs_wish_heading}</p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t.cs_wish_list}>
            {chips.map((chip) => (
              <li
                key={`${chip.kind}:${chip.key}:${chip.label}`}
                data-kind={chip.kind}
                className="rounded-full border-2 border-night-200 bg-white px-3 py-1 text-sm font-bold text-night-900"
              >
                <span lang={language}>{chip.label}</span>
                {locale !== language && gloss(chip).toLocaleLowerCase(locale) !== chip.label.toLocaleLowerCase(language) && (
                  <span lang={locale} className="font-normal text-night-600">
                    {' '}
                    · {gloss(chip)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {avoided.length > 0 && (
        <p data-testid="wish-avoided" className="mt-2 text-sm text-night-700">
          {format(t.cs_wish_avoided, {
            list: avoided.map((chip) => `${locale === language ? chip.label : gloss(chip)} (${t[`cs_avoid_${chip.boundary}`]})`).join(', '),
          })}
        </p>
      )}
      {leftOut.length > 0 && (
        <p data-testid="wish-left-out" className="mt-2 text-sm text-night-700">
          {format(t.cs_wish_left_out, { list: leftOut.join(', ') })}
        </p>
      )}
    </div>
  );
}
