/** Every route module, mounted in this order. One line per resource. */
import type { Mount } from '../context.ts';
import { mountHealth } from './health.ts';
import { mountMedia } from './media.ts';
import { mountAuthV1 } from './auth-v1.ts';
import { mountLogin } from './login.ts';
import { mountStories } from './stories.ts';
import { mountExports } from './exports.ts';
import { mountShares } from './shares.ts';
import { mountCharacters } from './characters.ts';
import { mountVoiceSamples } from './voice-samples.ts';
import { mountUsage } from './usage.ts';
import { mountFeedback } from './feedback.ts';
import { mountAnalytics } from './analytics.ts';
import { mountCommerce } from './commerce.ts';
import { mountAccount } from './account.ts';
import { mountMetrics } from './metrics.ts';
import { mountRecordings } from './recordings.ts';

export const ROUTES: Mount[] = [
  mountHealth,
  mountMedia,
  mountAuthV1,
  mountLogin,
  mountStories,
  mountExports,
  mountShares,
  mountCharacters,
  mountVoiceSamples,
  mountUsage,
  mountFeedback,
  mountAnalytics,
  mountCommerce,
  mountAccount,
  mountRecordings,
  mountMetrics,
];
