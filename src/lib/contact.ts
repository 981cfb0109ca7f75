/**
 * The contact form's rules: name, e-mail and message required; the submission is sent as feedback.
 */
export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** Contact. */
export const CONTACT_SUCCESS = 'Your message has been sent successfully! We will get back to you shortly.';
export const contactFailure = (email: string) => `Something went wrong. Please try again or email us directly at ${email}`;

/** Milliseconds before a sent form is cleared. */
export const CONTACT_RESET_MS = 3000;

/** The submit button is enabled only when name, e-mail and message are non-blank. */
export const contactReady = (d: ContactDraft): boolean => d.name.trim() !== '' && d.email.trim() !== '' && d.message.trim() !== '';

/**
 * The feedback body of a contact submission: text = a line with the name followed by
 * the message; category = 'CONTACT EMAIL: ' followed by the subject, or by 'No Subject'.
 */
export function contactFeedback(d: ContactDraft): { text: string; category: string; email: string } {
  const subject = d.subject.trim();
  return {
    text: `Name: ${d.name.trim()}\n${d.message.trim()}`,
    category: `CONTACT EMAIL: ${subject || 'No Subject'}`,
    email: d.email.trim(),
  };
}
