/**
 * 'Share with family' on the owner's reader: makes a private link (lasting 7 or 30
 * days, or until removed), shows it once to copy, lists the links that still work (made, last
 * opened, expiry) and removes them ('Stop sharing'). API: /v1/stories/{id}/shares.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiDelete, apiGet, apiPost } from '../../lib/api.ts';
import { format } from '../../i18n/format.ts';
import type { LanguageCode } from '../../shared/catalog.ts';
import type { ReaderMessages } from './reader-messages.ts';

interface ShareView {
  id: string;
  expiresAt: string | null;
  createdAt: string;
  lastOpenedAt: string | null;
  url?: string;
}

const LIFETIMES = [
  { key: 'rd_share_7', days: 7 },
  { key: 'rd_share_30', days: 30 },
  { key: 'rd_share_forever', days: null },
] as const satisfies readonly { key: keyof ReaderMessages; days: number | null }[];

/** A date in the UI locale ("24 Nov 2026", "٢٤ نوفمبر ٢٠٢٦"). */
const day = (iso: string, locale: LanguageCode) => new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
const messageOf = (error: unknown, t: ReaderMessages) => (error instanceof ApiError || error instanceof Error ? error.message : t.rd_error_generic);

export function ShareLinks({ storyId, t, locale }: { storyId: string; t: ReaderMessages; locale: LanguageCode }) {
  const [open, setOpen] = useState(false);
  const [links, setLinks] = useState<ShareView[] | null>(null);
  const [days, setDays] = useState<number | null>(30);
  const [fresh, setFresh] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const base = `/v1/stories/${encodeURIComponent(storyId)}/shares`;

  const load = useCallback(
    () =>
      apiGet<{ data: ShareView[] }>(base)
        .then((r) => setLinks(r.data))
        .catch((e: unknown) => setMessage({ text: messageOf(e, t), error: true })),
    [base, t],
  );
  useEffect(() => {
    if (open && links === null) void load();
  }, [open, links, load]);

  const create = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const made = await apiPost<ShareView>(base, { expiresInDays: days });
      setFresh(made.url ?? null);
      setCopied(false);
      await load();
    } catch (e) {
      setMessage({ text: messageOf(e, t), error: true });
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    setMessage(null);
    try {
      await apiDelete(`${base}/${encodeURIComponent(id)}`);
      setFresh(null);
      setMessage({ text: t.rd_share_revoked, error: false });
      await load();
    } catch (e) {
      setMessage({ text: messageOf(e, t), error: true });
    }
  };
  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh);
      setCopied(true);
    } catch {
      // No clipboard permission: the link stays selectable in the field.
    }
  };

  return (
    <div className={open ? 'w-full' : undefined} data-share-links>
      <button type="button" className="btn-ghost !px-3 !py-1.5 text-sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {t.rd_share_open}
      </button>
      {open && (
        <section className="mt-3 space-y-4 rounded-3xl bg-white p-5 text-night-900 shadow ring-1 ring-night-100" aria-label={t.rd_share_open}>
          <p className="text-sm text-night-700">{t.rd_share_intro}</p>
          <div className="flex flex-wrap items-end gap-3">
            <label className="text-sm font-bold">
              {t.rd_share_lifetime}
              <select
                className="mt-1 block rounded-xl border-2 border-night-200 px-3 py-2 font-normal"
                value={days === null ? '' : String(days)}
                onChange={(e) => setDays(e.target.value ? Number(e.target.value) : null)}
              >
                {LIFETIMES.map((l) => (
                  <option key={l.key} value={l.days === null ? '' : String(l.days)}>
                    {t[l.key]}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="btn-primary !py-2" onClick={create} disabled={busy}>
              {t.rd_share_make}
            </button>
          </div>
          {fresh && (
            <div className="space-y-2" data-new-share>
              <p className="text-sm font-bold">{t.rd_share_new}</p>
              <div className="flex flex-wrap gap-2">
                <input
                  className="min-w-0 flex-1 rounded-xl border-2 border-night-200 px-3 py-2 text-sm"
                  readOnly
                  value={fresh}
                  aria-label={t.rd_share_field}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <button type="button" className="btn-ghost !py-2 text-sm" onClick={copy}>
                  {copied ? t.rd_share_copied : t.rd_share_copy}
                </button>
              </div>
            </div>
          )}
          {message && (
            <p className={`text-sm font-bold ${message.error ? 'text-red-700' : 'text-night-700'}`} role={message.error ? 'alert' : 'status'}>
              {message.text}
            </p>
          )}
          <div>
            <h2 className="text-sm font-extrabold">{t.rd_share_links}</h2>
            {links && links.length === 0 && <p className="mt-1 text-sm text-night-600">{t.rd_share_none}</p>}
            <ul className="mt-2 space-y-2">
              {links?.map((link) => (
                <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-night-50 px-3 py-2 text-sm" data-share-link>
                  <span>
                    {format(t.rd_share_made, { date: day(link.createdAt, locale) })},{' '}
                    {link.lastOpenedAt ? format(t.rd_share_opened, { date: day(link.lastOpenedAt, locale) }) : t.rd_share_not_opened},{' '}
                    {link.expiresAt ? format(t.rd_share_until, { date: day(link.expiresAt, locale) }) : t.rd_share_until_stopped}
                  </span>
                  <button type="button" className="btn-ghost !px-3 !py-1 text-sm" onClick={() => revoke(link.id)}>
                    {t.rd_share_revoke}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
