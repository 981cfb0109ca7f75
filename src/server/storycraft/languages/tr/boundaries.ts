/**
 * Turkish words of each boundary: what a story told to avoid water, animals, … must not say
 * (syntax in boundaries/word-lists.ts).
 */
import type { BoundaryWordList } from '../schema.ts';

export const boundaries: BoundaryWordList = {
  scary: ['kötü adam*', 'kotu adam*', 'canavar*', 'cadı*', 'cadi*', 'trol*', 'hayalet*', 'kurt', 'kurtlar*', 'korsan*', 'hırsız*', 'hirsiz*',
    'kayboldu', 'kaybolmuş', 'kaybolmus', 'kaybolan', 'kaybol*', 'uzaklaşmış', 'uzaklasmis', 'karanlık*', 'karanlik*', 'karanlıktan kork*', 'daha da karanlık', 'gölgeler', 'golgeler'],
  water: ['su', 'suya', 'suyu', 'suda', 'sudan', 'deniz*', 'okyanus*', 'göl*', 'gol', 'golde', 'gole', 'gölet*', 'golet*', 'nehir*', 'nehr*', 'ırmak*', 'irmak*', 'dere*', 'banyo*', 'küvet*', 'yüzüyor', 'yüzdü', 'yüzmek', 'yüzme', 'yüzerek', 'tekne*', 'kayık*', 'kayik*', 'yelken*',
    'dalga', 'dalgalar', 'dalgaların', 'dalgacık*', 'sıçra*', 'sicra*', 'su birikinti*', 'yağmur*', 'yagmur*', 'plaj*', 'kıyı*', 'kiyi*', 'sahil*', 'damla*', 'çaydanlık*', 'caydanlik*', 'çeşme*', 'cesme*', 'şıpır', 'sipir'],
  animals: ['hayvanlar*', 'köpek*', 'kopek*', 'kedi*', 'kedicik*', 'tavşan*', 'tavsan*', 'baykuş*', 'baykus*', 'tilki*', 'kaplumbağa*', 'kaplumbaga*', 'ejderha*', 'kuş', 'kuşu', 'kuşlar*', 'kuşçuk*', 'ağaçkakan*', 'agackakan*', 'martı*', 'marti*', 'ördek*', 'ordek*',
    'tavuk*', 'civciv*', 'inek*', 'atlar', 'midilli*', 'domuz*', 'koyun*', 'kuzu*', 'keçi*', 'keci*', 'fare*', 'sincap*', 'kirpi*', 'kurbağa*', 'kurbaga*', 'arı', 'arılar*', 'ari', 'arilar*', 'kelebek*', 'çekirge*', 'cekirge*',
    'yusufçuk*', 'yusufcuk*', 'böcek*', 'bocek*', 'karınca*', 'karinca*', 'cırcır*', 'circir*', 'uğur böceğ*', 'salyangoz*', 'solucan*', 'balık*', 'balik*', 'geyik*', 'möö*', 'moo*', 'vak', 'hav hav', 'miyav*', 'patisi', 'patiler*', 'kuyruk*', 'tüy*', 'tuy*', 'yuva', 'yuvası', 'yuvaya', 'yuvada', 'yavru*'],
  separation: ['kayboldu', 'kaybolmuş', 'kaybol*', 'uzaklaşmış', 'özle*', 'ozle*', 'ailesinden uzak*', 'ailesi uzak*', 'yapayalnız', 'yapayalniz', 'yalnız', 'yalnızdı', 'yalnız kal*', 'annesiz', 'babasız', 'babasiz', 'veda*', 'hoşça kal', 'hosca kal', 'neredesin'],
  loud: ['gürültü*', 'gurultu*', 'yüksek ses*', 'yuksek ses*', 'gök gürült*', 'gok gurult*', 'fırtına*', 'firtina*', 'davul*', 'bum', 'güm', 'gum', 'patır*', 'patir*', 'bağır*', 'bagir*', 'çığlık*', 'ciglik*', 'kükre*', 'kukre*', 'trompet*', 'havai fişek*', 'havai fisek*', 'siren*', 'ıslık*', 'islik*', 'tepin*', 'tık tık', 'tak tak'],
  food: ['soğan*', 'patates*', 'çorba*', 'peynir*', 'yumurta*', 'yemek*', 'kurabiye*', 'pasta*', 'kek', 'kekler*', 'tatlı*', 'tatli*', 'şeker', 'şekerler*', 'şekerleme*', 'çikolata*', 'cikolata*', 'kakao*', 'bal', 'reçel*', 'recel*', 'fırın*', 'firin*', 'pişir*', 'pisir*', 'fırıncı*', 'firinci*', 'ekmek*', 'tereyağ*', 'tereyag*', 'tarçın*', 'tarcin*',
    'kahvaltı*', 'kahvalti*', 'öğle yemeğ*', 'akşam yemeğ*', 'aksam yemeg*', 'piknik*', 'sandviç*', 'sandvic*', 'elma*', 'dondurma*', 'lolipop*', 'yediler', 'yedik', 'yemek', 'tadı*', 'tadi*', 'lezzetli*', 'süt', 'sut', 'meyve*', 'krep*', 'havuç*', 'havuc*', 'lapa*', 'bisküvi*', 'biskuvi*'],
};
