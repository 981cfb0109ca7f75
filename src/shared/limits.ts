/** The product's business constants and form limits, in one place. Units are in each name. */
export const LIMITS = {
  storyAgeMin: 1,
  storyAgeMax: 12,
  storyAgeDefault: 5,
  characterAgeMin: 0,
  characterAgeMax: 150,
  nameMaxChars: 50,
  descriptionMaxChars: 200,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadMaxMb: 10,
  voiceMinSeconds: 20,
  voiceMaxSeconds: 30,
  photoMinPx: 500,
  recordingCountdownSeconds: 3,
  recordingMaxSeconds: 30,
  /** A parent's recording of one story page. */
  pageRecordingMinSeconds: 1,
  pageRecordingMaxSeconds: 120,
  playbackVolume: 0.5,
  storiesPageSize: 5,
  libraryPageSize: 5,
  purchasesPageSize: 10,
  /** Signed-URL safety margin. */
  urlExpirySafetyMarginSeconds: 5 * 60,
  storyPollIntervalMs: 10_000,
  exportPollIntervalMs: 20_000,
  pollTimeoutMs: 15 * 60_000,
  notificationMs: 3_000,
  notificationWithActionMs: 10_000,
  tokenRefreshLeadMs: 2 * 60_000,
  tokenRefreshTimeoutMs: 10_000,
  headerEmailMaxChars: 15,
} as const;

/** Accepted upload types. */
export const PHOTO_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp', 'svg'] as const;
export const AUDIO_EXTENSIONS = ['wav', 'mp3', 'ogg', 'webm', 'm4a'] as const;
