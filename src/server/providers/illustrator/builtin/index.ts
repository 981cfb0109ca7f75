export { createBuiltinIllustrator, renderCover, illustrationSvg, requestSvg } from './builtin-illustrator.ts';
export { describeHero, type Appearance } from './appearance.ts';
