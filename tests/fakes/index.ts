/** Fake vendor servers for offline tests and local runs. */
export { startFakeServer, malformedJson, type FakeServer, type RecordedRequest, type ScriptedResponse } from './fake-server.ts';
export { startFakeOpenAI, openaiError, chatReply } from './fake-openai.ts';
export { startFakeElevenLabs, elevenLabsError, PREMADE_VOICE_ID, type FakeElevenLabs } from './fake-elevenlabs.ts';
export { fakeStory, readStoryRequest } from './fake-story.ts';
export { fakeMp3, fakePicture } from './media.ts';
