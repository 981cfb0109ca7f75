/**
 * Build-time filling of the legal pages (src/content/legal): the contact address of the
 * configuration and the list of outside processors that this installation really uses, so the
 * privacy policy never names a vendor that is switched off (or hides one that is on).
 */

export interface Processor {
  name: string;
  /** What they receive and why, one sentence. */
  purpose: string;
  /** Where they process it. */
  where: string;
}

type Env = Record<string, string | undefined>;

const host = (url: string | undefined): string => {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
};

/** The processors configured in `env` (same variables as src/server/config.ts). */
export function activeProcessors(env: Env): Processor[] {
  const list: Processor[] = [];
  const vendor = (explicit: string | undefined, fallback: string) => explicit || fallback;
  const openaiDefault = env.OPENAI_API_KEY ? 'openai' : 'builtin';
  const usesOpenAI = [env.WRITER_PROVIDER, env.ILLUSTRATOR_PROVIDER, env.MODERATION_PROVIDER].some((v) => vendor(v, openaiDefault) === 'openai') ||
    vendor(env.NARRATOR_PROVIDER, env.ELEVENLABS_API_KEY ? 'elevenlabs' : openaiDefault) === 'openai';
  if (usesOpenAI) {
    const openaiHost = host(env.OPENAI_BASE_URL) || 'api.openai.com';
    list.push(
      openaiHost === 'api.openai.com'
        ? { name: 'OpenAI', purpose: 'writes the story text, draws the pictures (with the character photo as a reference when you allow it), reads stories aloud with its narrator voices and checks text for safety. Under its API terms, OpenAI does not use this data to train its models.', where: 'United States, under the EU Standard Contractual Clauses' }
        : { name: `The AI service at ${openaiHost}`, purpose: 'writes the story text, draws the pictures (with the character photo as a reference when you allow it), reads stories aloud and checks text for safety.', where: 'as agreed with that service' },
    );
  }
  if (env.ELEVENLABS_API_KEY && vendor(env.NARRATOR_PROVIDER, 'elevenlabs') === 'elevenlabs') {
    list.push({ name: 'ElevenLabs', purpose: 'makes the narration; when you choose your own voice, it receives your voice recording to create a matching voice, which we delete there when you delete the recording.', where: 'United States, under the EU Standard Contractual Clauses' });
  }
  if (env.STRIPE_SECRET_KEY) {
    list.push({ name: 'Stripe', purpose: 'handles card payments and subscriptions; your card details go to Stripe directly and never reach us.', where: 'Ireland and the United States, under the EU Standard Contractual Clauses' });
  }
  if (env.SUPABASE_URL) {
    list.push({ name: 'Supabase', purpose: 'handles sign-up, sign-in and sessions (your e-mail address and a hashed password).', where: host(env.SUPABASE_URL) ? `the project region of ${host(env.SUPABASE_URL)}` : 'the project region' });
  }
  if (env.GOOGLE_CLIENT_ID || env.SUPABASE_URL) {
    list.push({ name: 'Google', purpose: 'only if you choose “Sign in with Google”: Google confirms who you are and gives us your e-mail address.', where: 'worldwide, under Google’s own privacy policy' });
  }
  if (env.S3_BUCKET) {
    const s3 = host(env.S3_ENDPOINT) || 'Amazon Web Services';
    list.push({ name: `Cloud storage (${s3})`, purpose: 'stores photos, recordings, pictures, narration and videos, encrypted at rest.', where: env.S3_REGION ? `region ${env.S3_REGION}` : 'the configured region' });
  }
  return list;
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The processors as an HTML list, or a sentence saying there are none. */
export function processorsHtml(list: Processor[]): string {
  if (list.length === 0) {
    return '<p>At present we use <strong>no outside processors</strong> for your content: stories, pictures and narration are made on our own servers, and your data is stored there.</p>';
  }
  return `<ul>${list.map((p) => `<li><strong>${escapeHtml(p.name)}</strong> ${escapeHtml(p.purpose)} Where: ${escapeHtml(p.where)}.</li>`).join('')}</ul>`;
}

/**
 * Replaces {{CONTACT_EMAIL}} (as a mail link) and the {{PROCESSORS}} paragraph in compiled legal
 * HTML; `processors` may be HTML already (the build's placeholder, issue 19).
 */
export function fillLegalHtml(html: string, values: { contactEmail: string; processors: Processor[] | string }): string {
  const email = escapeHtml(values.contactEmail);
  const processors = typeof values.processors === 'string' ? values.processors : processorsHtml(values.processors);
  return html
    .replace(/<p>\s*\{\{PROCESSORS\}\}\s*<\/p>/g, () => processors)
    .replace(/\{\{CONTACT_EMAIL\}\}/g, `<a href="mailto:${email}">${email}</a>`);
}
