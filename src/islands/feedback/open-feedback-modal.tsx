/** Mounts the feedback modal on first use (the floating button imports this on click). */
import { createRoot, type Root } from 'react-dom/client';
import FeedbackModal from './FeedbackModal.tsx';

let root: Root | null = null;

export function openFeedbackModal(container: HTMLElement): void {
  root ??= createRoot(container);
  root.render(<FeedbackModal key={Date.now()} onClose={() => root?.render(null)} />);
}
