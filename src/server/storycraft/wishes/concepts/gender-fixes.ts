/**
 * Nouns whose gender the ending rule of gender.ts gets wrong, by language and concept code, as
 * "code=g" pairs (g: m f n c; a leading p marks a plural noun: "pf" = feminine plural).
 */
import type { LanguageCode } from '../../../../shared/catalog.ts';

const table = (pairs: string): Record<string, string> =>
  Object.fromEntries(
    pairs
      .trim()
      .split(/\s+/)
      .map((p) => p.split('=') as [string, string]),
  );

export const GENDER_FIXES: Partial<Record<LanguageCode, Record<string, string>>> = {
  de: table(`
    1f981=m 1f40e=n 1f984=n 1f993=n 1f402=m 1f416=n 1f417=n 1f411=n 1f42a=n 1f42b=n 1f999=n 1f9a3=n 1f98f=n 1f99b=n
    1f407=m 1f414=n 1f423=n 1f424=n 1f427=m 1f9a4=m 1f9a9=m 1f40a=n 1f42c=m 1f988=m 1f982=m 1f347=pf 1f96d=f 1f95d=f
    1f951=f 1f954=f 1f336=f 1fad1=f 1f966=m 1f9c5=f 1fad8=pf 1f950=n 1f956=n 1f968=f 1f9c7=f 1f9c0=n 1f35f=pf 1f355=f
    1f96a=n 1f32e=m 1f32f=m 1f95a=n 1f373=n 1f958=n 1f963=f 1f37f=n 1f9c8=f 1f9c2=n 1f371=f 1f35c=f 1f35d=pf 1f363=n
    1f96e=m 1f361=m 1f367=n 1f9c1=m 1f967=m 1f36b=f 1f95b=n 1f375=f 1f3e1=n 1f3d8=pn 1f3e2=n 1f3e6=f 1f492=f 26e9=m
    1f309=f 1f3df=n 1f3dd=f 1f3d5=n 1f684=m 1f6fa=f 1f6f9=n 1f6f6=n 1f476=n 1f9d2=n 1f475=f 1f469=f 1f930=f
    1f9d1-200d-1f393=m 1f9d1-200d-1f4bb=m 1f935=f 1f470=f 1f939=m 1f483=f 1f6a3=f 1f938=f 1f9d8=f 1f409=m 1f9df=m
    1fac5=f 1fa81=m 1f381=n 1f9e9=n 1fa85=f 1fa86=f 1f3af=n 1f3d3=n 1f3f8=n 1f945=n 1f3bf=m 1f94c=m 1f3ae=n 1f3b3=n
    1f94f=n 1f941=f 1fa98=f 1f3b7=n 1fa97=n 1f3a4=n 1fa87=pf 1f3cf=n 1f3d2=n 1f382=m 1f384=m 1f386=n 1f38b=m 1f38e=pf
    1f38f=pm 1f391=n 1f54e=f 1f3ad=pf 1f39f=pf 1f327=f 26c8=f 2603=m 1f321=n 1f332=m 1f333=m 1f33f=pn 2618=n 1f340=m
    1f341=n 1f342=n 1f343=pn 1fab5=n 1faba=n 1fab9=n 1f43e=pf 1fae7=pf 1f48e=m 1f52d=n 1f4e6=n 1f3ab=n 1f9e4=pm 1f9e2=f
    1f457=n 1f458=m 1f4dd=n 1f9ea=n 1f6cf=n 1f4f1=n 1faa1=f 1faa9=f 1f3a5=f x-library=f x-easter=n x-holiday=pf
    x-eid=n x-space=n 1f4da=m 1fadb=f 1f96b=f 1f33e=f 1fab6=f
  `),
  fr: table(`
    1f984=f 1f404=f 1f992=f 1f401=f 1f987=f 1f9a6=f 1f54a=f 1f995=m 1f9ad=m 1f421=m 1f419=f 1fabc=f 1f41b=f 1f41c=f
    1fab2=m 1f34c=f 1f350=f 1f351=f 1f352=pf 1fad0=pf 1f345=f 1f965=f 1f95c=pf 1fad8=pm 1f95e=pm 1f9c7=f 1f356=f 1f35f=pf
    1f9c6=pm 1f372=f 1f37f=m 1f371=f 1f366=f 1f368=f 1f36a=m 1f967=f 1f36b=f 1f36e=f 1f375=f 1f96b=pm 1fadb=f 1f3e0=f
    1f3e1=f 1f3da=f 1f3d8=pf 1f5fc=f 26fa=f 1f6dd=f 1f3a1=f 1f3a2=pf 1f3df=m 1f3db=m 1f3dd=f 1f3d4=f 26f0=f 1fa90=f
    1f3d9=f 1f303=f 1f5fa=f 1f689=f 1f301=f 1f3cd=f 1f6f9=f 1f6f8=f 1f46a=f 1f575=m 1f482=m 1f9d1-200d-1f52c=m 1f9de=m
    1f9df=m 1fa86=pf 1f3b2=pm 1f9e9=f 1f945=f 1f3a3=f 1f3b8=f 1f9f6=m 1fa87=pf 1fa88=f 1f389=pm 1f38a=pm 1f38e=pf
    1f9e7=f 2709=f 1f3c6=m 2603=m 26c4=m 2614=m 2b50=f 1f31f=f 1f320=f 2604=f 1f338=f 1f337=f 1fab4=f 1f33f=f 1f341=f
    1f342=f 1f343=f 1f41a=f 1fab6=f 1f43e=pf 1fae7=pf 1fabb=f 1f4da=pm 1f48e=f 1f526=f 1f5dd=f 1f511=f 1f48c=f 1fa99=f
    1f576=pf 1f9e4=pm 1f457=f 1f9ee=m 1faa5=f 1f9fd=f 1f3a7=m 1f514=f 1faa1=f 1f3fa=f 1f3a5=f x-jungle=f x-farm=f
    x-holiday=pf x-easter=pf 2602=m 1f9da=m 1f33c=m 1faa3=m 1f9f5=f
  `),
};
