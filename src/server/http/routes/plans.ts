/**
 * GET /v1/plans: the active plans with prices and entitlements; public.
 * `?locale=de` gives each plan's description in that UI language where the catalogue has one;
 * `description_lang` says which language each description is in (English without a locale).
 */
import { z } from 'zod';
import { listPlans } from '../../commerce/catalogue.ts';
import { configuredCatalogue, localizePlans } from '../../commerce/plan-descriptions.ts';
import { LANGUAGE_CODES } from '../../../shared/catalog.ts';
import { readQuery, send } from '../wire.ts';
import type { Mount } from '../context.ts';

const ZPlansQuery = z.object({ locale: z.enum(LANGUAGE_CODES, { message: 'Unknown language.' }).default('en') });

export const mountPlans: Mount = (app, runtime) => {
  app.get('/v1/plans', async (c) => {
    const { locale } = readQuery(c, ZPlansQuery);
    c.header('Cache-Control', 'public, max-age=300');
    return send(c, localizePlans(await listPlans(runtime.db), configuredCatalogue(runtime.config), locale));
  });
};
