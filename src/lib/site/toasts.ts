/**
 * Draws the notifications store as toasts in #toast-area, in the page's language (src/i18n/notices.ts).
 * Started by the site's behaviour (src/lib/site/index.ts), after the page has loaded.
 */
import { $notifications, dismiss } from '../stores/notifications.ts';
import { localizeNotice } from '../../i18n/notices.ts';

const STYLES: Record<string, string> = {
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  error: 'bg-rose-50 text-rose-900 ring-rose-300',
  info: 'bg-night-50 text-night-900 ring-night-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
};
const ICONS: Record<string, string> = { success: '✓', error: '!', info: 'i', warning: '⚠' };

/** Draws the notifications, now and whenever they change. */
export function startToasts(): void {
  const area = document.getElementById('toast-area')!;
  const notices = JSON.parse(area.dataset.notices || '[]') as [string, string][];

  $notifications.subscribe((list) => {
    area.replaceChildren(
      ...list.map((n) => {
        const toast = document.createElement('div');
        toast.className = `pointer-events-auto flex items-start gap-3 rounded-2xl px-4 py-3 shadow-lg ring-1 ${STYLES[n.type]} ${n.onClick ? 'cursor-pointer' : ''}`;
        toast.setAttribute('role', n.type === 'error' ? 'alert' : 'status');
        toast.dataset.toastType = n.type;
        const icon = document.createElement('span');
        icon.className = 'mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-white/70 text-sm font-extrabold';
        icon.textContent = ICONS[n.type] ?? 'i';
        icon.setAttribute('aria-hidden', 'true');
        const text = document.createElement('p');
        text.className = 'flex-1 text-sm font-bold';
        text.textContent = localizeNotice(n.message, notices);
        const close = document.createElement('button');
        close.type = 'button';
        close.className = 'rounded-full px-2 text-lg leading-none opacity-60 hover:opacity-100';
        close.setAttribute('aria-label', area.dataset.closeLabel ?? 'Close notification');
        close.textContent = '×';
        close.addEventListener('click', (event) => {
          event.stopPropagation();
          dismiss(n.id);
        });
        if (n.onClick) {
          toast.addEventListener('click', () => {
            dismiss(n.id);
            n.onClick!();
          });
        }
        toast.append(icon, text, close);
        return toast;
      }),
    );
  });
}
