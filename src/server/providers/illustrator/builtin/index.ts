export { createBuiltinIllustrator, renderCover, illustrationSvg } from './builtin-illustrator.ts';
export { describeHero, type Appearance } from './appearance.ts';
