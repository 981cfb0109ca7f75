/**
 * The hero as the stories will draw them: the server's portrait of the character's current look
 * (GET /v1/me/characters/:id/portrait), fetched with the parent's token and shown from a blob URL.
 * Remounted (keyed by the look) after every change, so a fix shows at once.
 */
import { useEffect, useState } from 'react';
import { currentToken } from '../../lib/stores/auth.ts';
import { pageLanguageHeaders } from '../../lib/page-language.ts';

interface Props {
  characterId: number;
  /** Illustration style code the portrait is drawn in. */
  style?: string;
  alt: string;
  failed: string;
}

export default function HeroPortrait({ characterId, style = 'storybook', alt, failed }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    const token = currentToken();
    fetch(`/v1/me/characters/${characterId}/portrait?style=${encodeURIComponent(style)}`, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...pageLanguageHeaders() },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setError(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [characterId, style]);
  const box = 'h-28 w-28 shrink-0 rounded-2xl border-2 border-night-100 bg-night-50';
  if (error)
    return (
      <div className={`${box} flex items-center p-2 text-center text-xs text-night-600`} role="status">
        {failed}
      </div>
    );
  if (!src) return <div className={`${box} animate-pulse`} aria-busy="true" data-testid="hero-portrait-loading" />;
  return <img src={src} alt={alt} className={`${box} object-cover`} data-testid="hero-portrait" width={112} height={112} />;
}
