/** Mounts the feedback modal on first use (the floating button imports this on click). */
import { createRoot, type Root } from 'react-dom/client';
import FeedbackModal, { type FeedbackMessages } from './FeedbackModal.tsx';

let root: Root | null = null;

/** Opens the modal in `container`; its texts are the page's, in the #feedback-messages JSON block. */
export function openFeedbackModal(container: HTMLElement): void {
  root ??= createRoot(container);
  const t = JSON.parse(document.getElementById('feedback-messages')?.textContent ?? '{}') as FeedbackMessages;
  root.render(<FeedbackModal key={Date.now()} t={t} onClose={() => root?.render(null)} />);
}
