/**
 * 'Share with family' on the owner's reader (issue 21.6): makes a private link (lasting 7 or 30
 * days, or until removed), shows it once to copy, lists the links that still work (made, last
 * opened, expiry) and removes them ('Stop sharing'). API: /v1/stories/{id}/shares.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiDelete, apiGet, apiPost } from '../../lib/api.ts';

interface ShareView {
  id: string;
  expiresAt: string | null;
  createdAt: string;
  lastOpenedAt: string | null;
  url?: string;
}

export const SHARE_TEXT = {
  open: 'Share with family',
  intro: 'Anyone with the link can read and listen to this story, without an account. Only share it with people you trust.',
  lifetime: 'Link works for',
  make: 'Create link',
  copy: 'Copy link',
  copied: 'Copied!',
  newLink: 'Your new link (shown once, copy it now):',
  links: 'Links that work now',
  none: 'No share links yet.',
  revoke: 'Stop sharing',
  revoked: 'The link no longer works.',
  created: (d: string) => `Made ${d}`,
  opened: (d: string | null) => (d ? `last opened ${d}` : 'not opened yet'),
  expires: (d: string | null) => (d ? `works until ${d}` : 'works until you stop sharing'),
} as const;

const LIFETIMES = [
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: 'Until I stop sharing', days: null },
] as const;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const messageOf = (error: unknown) => (error instanceof ApiError || error instanceof Error ? error.message : 'An error occurred');

export function ShareLinks({ storyId }: { storyId: string }) {
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
        .catch((e: unknown) => setMessage({ text: messageOf(e), error: true })),
    [base],
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
      setMessage({ text: messageOf(e), error: true });
    } finally {
      setBusy(false);
    }
  };
  const revoke = async (id: string) => {
    setMessage(null);
    try {
      await apiDelete(`${base}/${encodeURIComponent(id)}`);
      setFresh(null);
      setMessage({ text: SHARE_TEXT.revoked, error: false });
      await load();
    } catch (e) {
      setMessage({ text: messageOf(e), error: true });
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
        {SHARE_TEXT.open}
      </button>
      {open && (
        <section className="mt-3 space-y-4 rounded-3xl bg-white p-5 text-night-900 shadow ring-1 ring-night-100" aria-label={SHARE_TEXT.open}>
          <p className="text-sm text-night-700">{SHARE_TEXT.intro}</p>
          <div className="flex flex-wrap items-end gap-3">
            <label className="text-sm font-bold">
              {SHARE_TEXT.lifetime}
              <select
                className="mt-1 block rounded-xl border-2 border-night-200 px-3 py-2 font-normal"
                value={days === null ? '' : String(days)}
                onChange={(e) => setDays(e.target.value ? Number(e.target.value) : null)}
              >
                {LIFETIMES.map((l) => (
                  <option key={l.label} value={l.days === null ? '' : String(l.days)}>
                    {l.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="btn-primary !py-2" onClick={create} disabled={busy}>
              {SHARE_TEXT.make}
            </button>
          </div>
          {fresh && (
            <div className="space-y-2" data-new-share>
              <p className="text-sm font-bold">{SHARE_TEXT.newLink}</p>
              <div className="flex flex-wrap gap-2">
                <input className="min-w-0 flex-1 rounded-xl border-2 border-night-200 px-3 py-2 text-sm" readOnly value={fresh} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} />
                <button type="button" className="btn-ghost !py-2 text-sm" onClick={copy}>
                  {copied ? SHARE_TEXT.copied : SHARE_TEXT.copy}
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
            <h2 className="text-sm font-extrabold">{SHARE_TEXT.links}</h2>
            {links && links.length === 0 && <p className="mt-1 text-sm text-night-600">{SHARE_TEXT.none}</p>}
            <ul className="mt-2 space-y-2">
              {links?.map((link) => (
                <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-night-50 px-3 py-2 text-sm" data-share-link>
                  <span>
                    {SHARE_TEXT.created(day(link.createdAt))}, {SHARE_TEXT.opened(link.lastOpenedAt && day(link.lastOpenedAt))}, {SHARE_TEXT.expires(link.expiresAt && day(link.expiresAt))}
                  </span>
                  <button type="button" className="btn-ghost !px-3 !py-1 text-sm" onClick={() => revoke(link.id)}>
                    {SHARE_TEXT.revoke}
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
