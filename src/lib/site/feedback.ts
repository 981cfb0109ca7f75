/**
 * The floating and the footer feedback buttons open the feedback modal (its code loads on the first click).
 * Part of the site's one layout script (src/layouts/Base.astro): one request on every page
 * instead of one per component (issue 19: a phone's first paint waits for each round trip).
 */
// The floating button and the footer's button open the same modal.
document.querySelectorAll('[data-feedback-open]').forEach((button) =>
  button.addEventListener('click', async () => {
    const { openFeedbackModal } = await import('../../islands/feedback/open-feedback-modal.tsx');
    openFeedbackModal(document.getElementById('feedback-root')!);
  }),
);
