/**
 * Wires the floating and the footer feedback buttons: both open the feedback modal, whose code
 * loads on the first click. Started by the site's behaviour (src/lib/site/index.ts).
 */
export function startFeedback(): void {
  document.querySelectorAll('[data-feedback-open]').forEach((button) =>
    button.addEventListener('click', async () => {
      const { openFeedbackModal } = await import('../../islands/feedback/open-feedback-modal.tsx');
      openFeedbackModal(document.getElementById('feedback-root')!);
    }),
  );
}
