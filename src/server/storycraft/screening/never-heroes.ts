/**
 * Names that must never be a child's hero or companion, in the Latin spellings parents of every
 * language type (our own curated list; each language adds its own script's spellings in
 * storycraft/languages/<code>/screening.ts): dictators and perpetrators of genocide, terror
 * leaders and attackers, serial murderers, drug lords, and the devil. Full names are listed where
 * a surname alone is an ordinary name ("Franco", "Escobar"); a surname alone where it is not.
 * List syntax of wishes/match.ts: whole words, a space matches any whitespace.
 */
export const NEVER_HEROES_LATIN: readonly string[] = [
  // dictators, genocide and war crimes
  'hitler', 'adolf hitler', 'fuhrer', 'fuehrer', 'goebbels', 'himmler', 'heydrich', 'eichmann', 'mengele', 'goring', 'goering',
  'stalin', 'mussolini', 'il duce', 'pol pot', 'idi amin', 'pinochet', 'francisco franco', 'general franco', 'salazar', 'petain',
  'ceausescu', 'saddam hussein', 'gaddafi', 'kadhafi', 'qaddafi', 'kim jong un', 'kim jong-un', 'kim jong il', 'kim il sung',
  'mladic', 'karadzic', 'joseph kony', 'bokassa', 'mao zedong', 'mao tse-tung', 'tojo', 'hideki tojo', 'nazi', 'nazis', 'gestapo',
  // terror figures and attackers
  'osama', 'osama bin laden', 'usama bin laden', 'bin laden', 'bin ladin', 'bin ladn', 'ben laden', 'ben ladin', 'ben ladan', 'usame bin ladin', 'al-qaeda', 'al qaeda', 'al qaida', 'alqaeda',
  'zawahiri', 'al-zawahiri', 'zarqawi', 'baghdadi', 'al-baghdadi', 'abu bakr al-baghdadi', 'mohammed atta', 'mohamed atta',
  'khalid sheikh mohammed', 'breivik', 'anders breivik', 'brenton tarrant', 'timothy mcveigh', 'shoko asahara', 'asahara',
  'ku klux klan', 'kkk', 'taliban',
  // mass and serial murderers
  'jeffrey dahmer', 'dahmer', 'ted bundy', 'charles manson', 'jack the ripper', 'john wayne gacy', 'harold shipman', 'pedro lopez',
  // drug lords and mafia bosses
  'pablo escobar', 'el chapo', 'toto riina', 'riina', 'provenzano', 'al capone',
  // the devil
  'satan', 'satanas', 'satana', 'szatan', 'seytan', 'lucifer', 'luzifer', 'beelzebub', 'belzebu', 'belzebuth', 'mephisto', 'antichrist',
];
