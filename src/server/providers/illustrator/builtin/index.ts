export { createBuiltinIllustrator, renderCover, illustrationSvg, requestCover, requestPage, requestSvg } from './builtin-illustrator.ts';
export { describeHero, type Appearance } from '../../../storycraft/scene/appearance.ts';
