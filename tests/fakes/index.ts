/** Fake vendor servers for offline tests and local runs. */
export { startFakeServer, malformedJson, type FakeServer } from './fake-server.ts';
export { startFakeOpenAI, openaiError, chatReply } from './fake-openai.ts';
export { startFakeElevenLabs, elevenLabsError, PREMADE_VOICE_ID } from './fake-elevenlabs.ts';
export { fakeMp3, fakePicture } from './media.ts';
