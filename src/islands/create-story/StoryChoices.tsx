/**
 * Story Settings pickers: the illustration style cards with a sample picture each
 * (public/styles/<code>.webp, drawn by scripts/make-style-samples.ts) and the moral selector
 * (grouped list, 'None', '+ Add your own moral' revealing a custom input).
 */
import { ILLUSTRATION_STYLES, type IllustrationStyle, type LanguageCode } from '../../shared/catalog.ts';
import { format } from '../../i18n/format.ts';
import { styleName } from '../../i18n/style-names.ts';
import type { CreateStoryMessages } from './form-text.ts';

/** The style cards; names and descriptions in the UI language `locale`. */
export function StyleCards({
  value,
  onChange,
  locale,
  t,
}: {
  value: IllustrationStyle;
  onChange: (style: IllustrationStyle) => void;
  locale: LanguageCode;
  t: CreateStoryMessages;
}) {
  return (
    <fieldset>
      <legend className="label">{t.cs_style_label}</legend>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ILLUSTRATION_STYLES.map((style) => {
          const selected = value === style.code;
          const name = styleName(style.code, locale);
          return (
            <label
              key={style.code}
              className={`flex cursor-pointer flex-col overflow-hidden rounded-2xl bg-white ring-2 transition focus-within:ring-moon-500 ${selected ? 'ring-night-600' : 'ring-night-100 hover:ring-night-300'}`}
            >
              <input type="radio" name="illustration-style" value={style.code} className="sr-only" checked={selected} onChange={() => onChange(style.code)} />
              <img
                src={`/styles/${style.code}.webp`}
                alt={format(t.cs_style_alt, { style: name })}
                width={400}
                height={400}
                className="aspect-square w-full object-cover"
                loading="lazy"
              />
              <span className="flex flex-1 flex-col gap-1 p-3">
                <span className="flex items-center justify-between gap-2 font-bold text-night-900">
                  {name}
                  {selected && (
                    <span aria-hidden="true" className="grid h-6 w-6 place-items-center rounded-full bg-night-600 text-xs text-white">
                      ✓
                    </span>
                  )}
                </span>
                <span className="text-xs leading-snug text-night-700">{t[`cs_style_desc_${style.code}`]}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** One group of the moral selector (from listMoralGroups in src/content/morals, labels in the UI language). */
export interface MoralGroupOption {
  group: string;
  label: string;
  themes: { key: string; label: string; description: string }[];
}

/** The select's value for the custom moral. */
export const CUSTOM_MORAL = '__custom__';

interface MoralProps {
  t: CreateStoryMessages;
  groups: MoralGroupOption[];
  /** '' = None, a theme key, or CUSTOM_MORAL. */
  selected: string;
  custom: string;
  onSelect: (value: string) => void;
  onCustom: (text: string) => void;
}

export function MoralSelect({ t, groups, selected, custom, onSelect, onCustom }: MoralProps) {
  const theme = groups.flatMap((g) => g.themes).find((t) => t.key === selected);
  return (
    <div>
      <label className="label" htmlFor="moral">
        {t.cs_moral_label} <span className="font-normal text-night-600">{t.cs_optional}</span>
      </label>
      <select id="moral" className="input" value={selected} onChange={(e) => onSelect(e.target.value)}>
        <option value="">{t.cs_moral_none}</option>
        {groups.map((group) => (
          <optgroup key={group.group} label={group.label}>
            {group.themes.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </optgroup>
        ))}
        <option value={CUSTOM_MORAL}>{t.cs_moral_custom}</option>
      </select>
      {theme && <p className="mt-1 text-sm text-night-700">{theme.description}</p>}
      {selected === CUSTOM_MORAL && (
        <div className="mt-3">
          <label className="label" htmlFor="custom-moral">
            {t.cs_moral_own}
          </label>
          <input
            id="custom-moral"
            className="input"
            value={custom}
            maxLength={300}
            placeholder={t.cs_moral_placeholder}
            onChange={(e) => onCustom(e.target.value)}
            autoFocus
          />
        </div>
      )}
    </div>
  );
}
