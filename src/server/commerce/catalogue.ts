/**
 * The plan catalogue (plans, their prices and entitlements):
 * seeded at every start from configuration (the built-in default below, or the JSON file named
 * by CATALOGUE_FILE) with idempotent upserts, and read by GET /v1/plans and checkout.
 *
 * Money is kept in integer cents inside and sent as major units (11.99) on the wire.
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { maybeOne, type Db } from '../db/client.ts';
import { LANGUAGE_CODES } from '../../shared/catalog.ts';

export const RESOURCES = ['STORY_GENERATION', 'VOICE_SAMPLE', 'IMAGE_SAMPLE'] as const;
export type Resource = (typeof RESOURCES)[number];
export type PriceInterval = 'month' | 'year' | 'one_time';
export type PlanKind = 'subscription' | 'one_time';

const ZEntitlement = z.object({ resource: z.enum(RESOURCES), quantity: z.number().int() });
const ZPrice = z.object({
  id: z.string().min(1),
  interval: z.enum(['month', 'year', 'one_time']),
  /** Cents. */
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3).default('eur'),
  friendlyName: z.string().min(1),
  /** Days a one-time purchase's credits stay valid (bundles: 365). */
  validityDays: z.number().int().positive().nullable().default(null),
  /** A price created in the Stripe dashboard; unset: Checkout gets inline price data. */
  stripePriceId: z.string().nullable().default(null),
  isActive: z.boolean().default(true),
  entitlements: z.array(ZEntitlement),
});
const ZPlan = z.object({
  id: z.string().min(1),
  kind: z.enum(['subscription', 'one_time']),
  name: z.string().min(1),
  /** English, the source (Plan.description; kept in the plans table). */
  description: z.string(),
  /**
   * The description in the other UI languages, by locale code ({"de": "…"}). A locale
   * left out shows the English text (marked lang="en"). Resolved at render time by plan id
   * (plan-descriptions.ts), not stored in the database.
   */
  descriptions: z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().min(1)).default({}),
  isActive: z.boolean().default(true),
  prices: z.array(ZPrice).min(1),
});
/** The catalogue file's shape (CATALOGUE_FILE): a list of plans with their prices and entitlements. */
export const ZCatalogue = z.array(ZPlan);
export type CataloguePlan = z.infer<typeof ZPlan>;

const subscriptionEntitlements = (stories: number, voices: number, characters: number) => [
  { resource: 'STORY_GENERATION' as const, quantity: stories },
  { resource: 'VOICE_SAMPLE' as const, quantity: voices },
  { resource: 'IMAGE_SAMPLE' as const, quantity: characters },
];

/**
 * The advertised offer: Plus 10 stories a month at 11.99 EUR, Pro 20 at 19.99 EUR,
 * each yearly for ten months' price; Lite and Power bundles of 10 and 20 stories valid a year.
 * Bundles carry only story credits: credit purchases never raise a capacity.
 */
export const DEFAULT_CATALOGUE: CataloguePlan[] = ZCatalogue.parse([
  {
    id: 'plus',
    kind: 'subscription',
    name: 'Plus',
    description: 'A new personalized story every few nights, narrated in a voice matched to yours.',
    descriptions: {
      es: 'Un cuento nuevo y personalizado cada pocas noches, narrado con una voz parecida a la tuya.',
      fr: 'Une nouvelle histoire personnalisée toutes les deux ou trois nuits, racontée par une voix proche de la vôtre.',
      de: 'Alle paar Abende eine neue, persönliche Geschichte, vorgelesen mit einer Stimme, die deiner ähnelt.',
      ar: 'قصة جديدة مخصّصة لطفلك كل بضع ليالٍ، تُروى بصوت قريب من صوتك.',
      zh: '每隔几个晚上就有一个新的专属故事，用与你相似的声音讲述。',
      nl: 'Om de paar avonden een nieuw, persoonlijk verhaal, voorgelezen met een stem die op de jouwe lijkt.',
      hi: 'हर कुछ रातों में एक नई, आपके बच्चे के लिए बनी कहानी, आपकी जैसी आवाज़ में सुनाई गई।',
      it: 'Una nuova favola personalizzata ogni poche sere, letta da una voce simile alla tua.',
      ja: '数日ごとに、お子さまだけの新しいお話を。あなたに似た声で読み聞かせます。',
      ko: '며칠마다 우리 아이만을 위한 새 이야기를 당신과 닮은 목소리로 읽어 드려요.',
      pl: 'Nowa, spersonalizowana bajka co kilka wieczorów, czytana głosem podobnym do Twojego.',
      pt: 'Uma nova história personalizada a cada poucas noites, narrada com uma voz parecida com a sua.',
      tr: 'Birkaç gecede bir, size benzeyen bir sesle anlatılan yeni ve kişiye özel bir masal.',
    },
    prices: [
      { id: 'plus-monthly', interval: 'month', amount: 1199, friendlyName: 'Plus', entitlements: subscriptionEntitlements(10, 5, 10) },
      { id: 'plus-yearly', interval: 'year', amount: 11990, friendlyName: 'Plus', entitlements: subscriptionEntitlements(10, 5, 10) },
    ],
  },
  {
    id: 'pro',
    kind: 'subscription',
    name: 'Pro',
    description: 'A fresh bedtime adventure almost every night, for families with more than one hero.',
    descriptions: {
      es: 'Una nueva aventura para antes de dormir casi cada noche, para familias con más de un héroe.',
      fr: 'Une nouvelle aventure du soir presque chaque nuit, pour les familles qui ont plus d’un héros.',
      de: 'Fast jeden Abend ein neues Gutenachtabenteuer, für Familien mit mehr als einem Helden.',
      ar: 'مغامرة جديدة قبل النوم في كل ليلة تقريبًا، للعائلات التي فيها أكثر من بطل.',
      zh: '几乎每晚都有新的睡前冒险，适合有不止一位小主角的家庭。',
      nl: 'Bijna elke avond een nieuw slaapavontuur, voor gezinnen met meer dan één held.',
      hi: 'लगभग हर रात सोने से पहले एक नया रोमांच, उन परिवारों के लिए जिनमें एक से ज़्यादा नायक हैं।',
      it: 'Una nuova avventura della buonanotte quasi ogni sera, per le famiglie con più di un protagonista.',
      ja: 'ほぼ毎晩、新しいおやすみの冒険を。主人公が二人以上いるご家族に。',
      ko: '거의 매일 밤 새로운 잠자리 모험을 만나요. 주인공이 여럿인 가족에게 딱 맞아요.',
      pl: 'Nowa przygoda na dobranoc prawie każdego wieczoru, dla rodzin z więcej niż jednym bohaterem.',
      pt: 'Uma nova aventura para dormir quase todas as noites, para famílias com mais de um herói.',
      tr: 'Neredeyse her gece yeni bir uyku macerası; birden fazla kahramanı olan aileler için.',
    },
    prices: [
      { id: 'pro-monthly', interval: 'month', amount: 1999, friendlyName: 'Pro', entitlements: subscriptionEntitlements(20, 10, 20) },
      { id: 'pro-yearly', interval: 'year', amount: 19990, friendlyName: 'Pro', entitlements: subscriptionEntitlements(20, 10, 20) },
    ],
  },
  {
    id: 'lite',
    kind: 'one_time',
    name: 'Lite',
    description: 'Ten stories to use whenever you like, valid for one year.',
    descriptions: {
      es: 'Diez cuentos para usar cuando quieras, válidos durante un año.',
      fr: 'Dix histoires à utiliser quand vous le souhaitez, valables un an.',
      de: 'Zehn Geschichten, die du nutzen kannst, wann du willst, ein Jahr lang gültig.',
      ar: 'عشر قصص تستخدمها متى شئت، صالحة لمدة سنة.',
      zh: '十个故事，随时使用，一年内有效。',
      nl: 'Tien verhalen om te gebruiken wanneer je maar wilt, een jaar geldig.',
      hi: 'दस कहानियाँ, जब चाहें तब इस्तेमाल करें, एक साल तक मान्य।',
      it: 'Dieci favole da usare quando vuoi, valide per un anno.',
      ja: 'お好きなときに使えるお話10話分。有効期間は1年です。',
      ko: '원할 때 언제든 쓸 수 있는 이야기 10편, 1년 동안 사용할 수 있어요.',
      pl: 'Dziesięć bajek do wykorzystania, kiedy chcesz, ważnych przez rok.',
      pt: 'Dez histórias para usar quando quiser, válidas durante um ano.',
      tr: 'Dilediğiniz zaman kullanabileceğiniz on masal, bir yıl geçerli.',
    },
    prices: [
      {
        id: 'lite-bundle',
        interval: 'one_time',
        amount: 999,
        friendlyName: 'Lite',
        validityDays: 365,
        entitlements: [{ resource: 'STORY_GENERATION', quantity: 10 }],
      },
    ],
  },
  {
    id: 'power',
    kind: 'one_time',
    name: 'Power',
    description: 'Twenty stories to use whenever you like, valid for one year.',
    descriptions: {
      es: 'Veinte cuentos para usar cuando quieras, válidos durante un año.',
      fr: 'Vingt histoires à utiliser quand vous le souhaitez, valables un an.',
      de: 'Zwanzig Geschichten, die du nutzen kannst, wann du willst, ein Jahr lang gültig.',
      ar: 'عشرون قصة تستخدمها متى شئت، صالحة لمدة سنة.',
      zh: '二十个故事，随时使用，一年内有效。',
      nl: 'Twintig verhalen om te gebruiken wanneer je maar wilt, een jaar geldig.',
      hi: 'बीस कहानियाँ, जब चाहें तब इस्तेमाल करें, एक साल तक मान्य।',
      it: 'Venti favole da usare quando vuoi, valide per un anno.',
      ja: 'お好きなときに使えるお話20話分。有効期間は1年です。',
      ko: '원할 때 언제든 쓸 수 있는 이야기 20편, 1년 동안 사용할 수 있어요.',
      pl: 'Dwadzieścia bajek do wykorzystania, kiedy chcesz, ważnych przez rok.',
      pt: 'Vinte histórias para usar quando quiser, válidas durante um ano.',
      tr: 'Dilediğiniz zaman kullanabileceğiniz yirmi masal, bir yıl geçerli.',
    },
    prices: [
      {
        id: 'power-bundle',
        interval: 'one_time',
        amount: 1799,
        friendlyName: 'Power',
        validityDays: 365,
        entitlements: [{ resource: 'STORY_GENERATION', quantity: 20 }],
      },
    ],
  },
]);

/** The configured catalogue: CATALOGUE_FILE when set (validated), else the default. */
export function loadCatalogue(config: Pick<Config, 'CATALOGUE_FILE'>): CataloguePlan[] {
  if (!config.CATALOGUE_FILE) return DEFAULT_CATALOGUE;
  const raw: unknown = JSON.parse(fs.readFileSync(config.CATALOGUE_FILE, 'utf8'));
  const parsed = ZCatalogue.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`CATALOGUE_FILE ${config.CATALOGUE_FILE}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

const SEED_LOCK = 724_113_011;

/**
 * Writes the catalogue into plans, prices and entitlements (idempotent). Prices and plans that
 * left the catalogue are deactivated, not deleted: purchases still point at them.
 */
export async function seedCatalogue(db: Db, catalogue: CataloguePlan[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Several web nodes may start at once: one seeds, the others then find it done.
    if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const planIds: string[] = [];
    const priceIds: string[] = [];
    for (const [sort, plan] of catalogue.entries()) {
      planIds.push(plan.id);
      await tx.query(
        `INSERT INTO plans (id, kind, name, description, is_active, sort) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, name = EXCLUDED.name, description = EXCLUDED.description,
           is_active = EXCLUDED.is_active, sort = EXCLUDED.sort`,
        [plan.id, plan.kind, plan.name, plan.description, plan.isActive, sort],
      );
      for (const price of plan.prices) {
        priceIds.push(price.id);
        await tx.query(
          `INSERT INTO prices (id, plan_id, is_active, interval, amount, currency, friendly_name, validity_days, stripe_price_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (id) DO UPDATE SET plan_id = EXCLUDED.plan_id, is_active = EXCLUDED.is_active, interval = EXCLUDED.interval,
             amount = EXCLUDED.amount, currency = EXCLUDED.currency, friendly_name = EXCLUDED.friendly_name,
             validity_days = EXCLUDED.validity_days, stripe_price_id = EXCLUDED.stripe_price_id`,
          [
            price.id,
            plan.id,
            price.isActive,
            price.interval,
            price.amount,
            price.currency.toLowerCase(),
            price.friendlyName,
            price.validityDays,
            price.stripePriceId,
          ],
        );
        for (const e of price.entitlements) {
          const updated = await tx.query(`UPDATE entitlements SET quantity = $3 WHERE price_id = $1 AND resource = $2 RETURNING id`, [
            price.id,
            e.resource,
            e.quantity,
          ]);
          if (!updated.length)
            await tx.query(`INSERT INTO entitlements (price_id, resource, quantity) VALUES ($1, $2, $3)`, [price.id, e.resource, e.quantity]);
        }
        await tx.query(`DELETE FROM entitlements WHERE price_id = $1 AND NOT (resource = ANY($2::text[]))`, [
          price.id,
          price.entitlements.map((e) => e.resource),
        ]);
      }
    }
    await tx.query(`UPDATE prices SET is_active = false WHERE NOT (id = ANY($1::text[]))`, [priceIds]);
    await tx.query(`UPDATE plans SET is_active = false WHERE NOT (id = ANY($1::text[]))`, [planIds]);
  });
}

/** Entitlement on the wire. */
export interface EntitlementView {
  id: number;
  resource: Resource;
  quantity: number;
}
/** Price on the wire; `amount` in major units (11.99). */
export interface PriceView {
  id: string;
  isActive: boolean;
  interval: PriceInterval;
  amount: number;
  currency: string;
  friendlyName: string;
  validityDays: number | null;
  entitlements: EntitlementView[];
}
/** Plan on the wire. */
export interface PlanView {
  id: string;
  name: string;
  kind: PlanKind;
  description: string;
  isActive: boolean;
  prices: PriceView[];
}

export const toMajor = (cents: number) => Math.round(cents) / 100;

/** GET /v1/plans: active plans with their active prices, cheapest first. */
export async function listPlans(db: Db): Promise<PlanView[]> {
  const plans = await db.query<{ id: string; name: string; kind: PlanKind; description: string }>(
    `SELECT id, name, kind, description FROM plans WHERE is_active ORDER BY sort, id`,
  );
  const prices = await db.query<{
    id: string;
    planId: string;
    interval: PriceInterval;
    amount: number;
    currency: string;
    friendlyName: string;
    validityDays: number | null;
  }>(
    `SELECT id, plan_id AS "planId", interval, amount, currency, friendly_name AS "friendlyName", validity_days AS "validityDays"
       FROM prices WHERE is_active ORDER BY amount, id`,
  );
  const entitlements = await db.query<{ id: number; priceId: string; resource: Resource; quantity: number }>(
    `SELECT id, price_id AS "priceId", resource, quantity FROM entitlements ORDER BY id`,
  );
  const views = plans
    .map<PlanView>((plan) => ({
      ...plan,
      isActive: true,
      prices: prices
        .filter((p) => p.planId === plan.id)
        .map((p) => ({
          id: p.id,
          isActive: true,
          interval: p.interval,
          amount: toMajor(p.amount),
          currency: p.currency.toUpperCase(),
          friendlyName: p.friendlyName,
          validityDays: p.validityDays,
          entitlements: entitlements.filter((e) => e.priceId === p.id).map((e) => ({ id: Number(e.id), resource: e.resource, quantity: e.quantity })),
        })),
    }))
    .filter((plan) => plan.prices.length > 0);
  const cheapest = (plan: PlanView) => Math.min(...plan.prices.map((p) => p.amount));
  return views.sort((a, b) => cheapest(a) - cheapest(b));
}

/** A price row with its plan's kind, as checkout and fulfilment need it. */
export interface PriceRow {
  id: string;
  planId: string;
  planName: string;
  kind: PlanKind;
  isActive: boolean;
  interval: PriceInterval;
  /** Cents. */
  amount: number;
  currency: string;
  friendlyName: string;
  validityDays: number | null;
  stripePriceId: string | null;
  planDescription: string;
}

/** One price (active or not) with its plan, or undefined. */
export async function findPrice(db: Db, priceId: string): Promise<PriceRow | undefined> {
  return maybeOne<PriceRow>(
    db,
    `SELECT p.id, p.plan_id AS "planId", pl.name AS "planName", pl.kind, (p.is_active AND pl.is_active) AS "isActive", p.interval,
            p.amount, p.currency, p.friendly_name AS "friendlyName", p.validity_days AS "validityDays",
            p.stripe_price_id AS "stripePriceId", pl.description AS "planDescription"
       FROM prices p JOIN plans pl ON pl.id = p.plan_id WHERE p.id = $1`,
    [priceId],
  );
}

/** Entitlement quantities of a price by resource. */
export async function priceEntitlements(db: Db, priceId: string): Promise<Partial<Record<Resource, number>>> {
  const rows = await db.query<{ resource: Resource; quantity: number }>(`SELECT resource, quantity FROM entitlements WHERE price_id = $1`, [priceId]);
  return Object.fromEntries(rows.map((r) => [r.resource, r.quantity]));
}
