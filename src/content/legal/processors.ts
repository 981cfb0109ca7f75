/**
 * The privacy policy's processor sentences (section 4, {{PROCESSORS}}) in the 14 UI languages.
 * src/lib/legal.ts picks the entries of the processors this installation really uses
 * (activeProcessors) and the texts of the page's locale. `{host}` and `{region}` are filled in with
 * the configured host name / storage region. Vendor names (OpenAI, Stripe …) are not translated.
 * Translated by engineers, not lawyers: a lawyer and a native speaker should review them.
 */
import type { Locale } from '../../i18n/locales.ts';

/** The texts of one language. Each `purpose` is one sentence that follows the vendor's name. */
export interface ProcessorTexts {
  openai: { purpose: string; where: string };
  /** An OpenAI-compatible service at another host: `name` has `{host}`. */
  openaiCompatible: { name: string; purpose: string; where: string };
  elevenlabs: { purpose: string; where: string };
  stripe: { purpose: string; where: string };
  /** `where` has `{host}`; `whereUnknown` when the host cannot be read. */
  supabase: { purpose: string; where: string; whereUnknown: string };
  google: { purpose: string; where: string };
  /** `name` has `{host}` (the S3 endpoint host or `aws`); `where` has `{region}`. */
  storage: { name: string; aws: string; purpose: string; where: string; whereUnknown: string };
  /** The label before the place of processing ("Where"). */
  whereLabel: string;
  /** HTML paragraph shown when no outside processor is configured. */
  none: string;
}

export const PROCESSOR_TEXTS: Record<Locale, ProcessorTexts> = {
  en: {
    openai: {
      purpose:
        'writes the story text, draws the pictures (with the character photo as a reference when you allow it), reads stories aloud with its narrator voices and checks text for safety. Under its API terms, OpenAI does not use this data to train its models.',
      where: 'United States, under the EU Standard Contractual Clauses',
    },
    openaiCompatible: {
      name: 'The AI service at {host}',
      purpose:
        'writes the story text, draws the pictures (with the character photo as a reference when you allow it), reads stories aloud and checks text for safety.',
      where: 'as agreed with that service',
    },
    elevenlabs: {
      purpose:
        'makes the narration; when you choose your own voice, it receives your voice recording to create a matching voice, which we delete there when you delete the recording.',
      where: 'United States, under the EU Standard Contractual Clauses',
    },
    stripe: {
      purpose: 'handles card payments and subscriptions; your card details go to Stripe directly and never reach us.',
      where: 'Ireland and the United States, under the EU Standard Contractual Clauses',
    },
    supabase: {
      purpose: 'handles sign-up, sign-in and sessions (your e-mail address and a hashed password).',
      where: 'the project region of {host}',
      whereUnknown: 'the project region',
    },
    google: {
      purpose: 'only if you choose “Sign in with Google”: Google confirms who you are and gives us your e-mail address.',
      where: 'worldwide, under Google’s own privacy policy',
    },
    storage: {
      name: 'Cloud storage ({host})',
      aws: 'Amazon Web Services',
      purpose: 'stores photos, recordings, pictures, narration and videos, encrypted at rest.',
      where: 'region {region}',
      whereUnknown: 'the configured region',
    },
    whereLabel: 'Where',
    none: '<p>At present we use <strong>no outside processors</strong> for your content: stories, pictures and narration are made on our own servers, and your data is stored there.</p>',
  },
  es: {
    openai: {
      purpose:
        'escribe el texto de la historia, dibuja las ilustraciones (con la foto del personaje como referencia cuando usted lo permite), lee las historias en voz alta con sus voces de narrador y comprueba la seguridad de los textos. Según sus condiciones de API, OpenAI no utiliza estos datos para entrenar sus modelos.',
      where: 'Estados Unidos, con arreglo a las cláusulas contractuales tipo de la UE',
    },
    openaiCompatible: {
      name: 'El servicio de IA en {host}',
      purpose:
        'escribe el texto de la historia, dibuja las ilustraciones (con la foto del personaje como referencia cuando usted lo permite), lee las historias en voz alta y comprueba la seguridad de los textos.',
      where: 'según lo acordado con ese servicio',
    },
    elevenlabs: {
      purpose:
        'crea la narración; si elige su propia voz, recibe su grabación de voz para crear una voz parecida, que eliminamos allí cuando usted elimina la grabación.',
      where: 'Estados Unidos, con arreglo a las cláusulas contractuales tipo de la UE',
    },
    stripe: {
      purpose: 'gestiona los pagos con tarjeta y las suscripciones; los datos de su tarjeta van directamente a Stripe y nunca nos llegan.',
      where: 'Irlanda y Estados Unidos, con arreglo a las cláusulas contractuales tipo de la UE',
    },
    supabase: {
      purpose: 'gestiona el registro, el inicio de sesión y las sesiones (su dirección de correo electrónico y una contraseña cifrada mediante hash).',
      where: 'la región del proyecto de {host}',
      whereUnknown: 'la región del proyecto',
    },
    google: {
      purpose: 'solo si elige «Iniciar sesión con Google»: Google confirma su identidad y nos facilita su dirección de correo electrónico.',
      where: 'en todo el mundo, según la política de privacidad de Google',
    },
    storage: {
      name: 'Almacenamiento en la nube ({host})',
      aws: 'Amazon Web Services',
      purpose: 'guarda fotos, grabaciones, ilustraciones, narraciones y vídeos, cifrados en reposo.',
      where: 'región {region}',
      whereUnknown: 'la región configurada',
    },
    whereLabel: 'Dónde',
    none: '<p>Actualmente <strong>no recurrimos a ningún encargado del tratamiento externo</strong> para su contenido: las historias, las ilustraciones y la narración se crean en nuestros propios servidores, y sus datos se guardan allí.</p>',
  },
  fr: {
    openai: {
      purpose:
        'rédige le texte de l’histoire, dessine les illustrations (avec la photo du personnage comme référence si vous l’autorisez), lit les histoires à voix haute avec ses voix de narrateur et vérifie la sécurité des textes. Selon ses conditions d’API, OpenAI n’utilise pas ces données pour entraîner ses modèles.',
      where: 'États-Unis, dans le cadre des clauses contractuelles types de l’UE',
    },
    openaiCompatible: {
      name: 'Le service d’IA sur {host}',
      purpose:
        'rédige le texte de l’histoire, dessine les illustrations (avec la photo du personnage comme référence si vous l’autorisez), lit les histoires à voix haute et vérifie la sécurité des textes.',
      where: 'selon l’accord conclu avec ce service',
    },
    elevenlabs: {
      purpose:
        'réalise la narration ; si vous choisissez votre propre voix, il reçoit votre enregistrement vocal pour créer une voix semblable, que nous y faisons supprimer lorsque vous supprimez l’enregistrement.',
      where: 'États-Unis, dans le cadre des clauses contractuelles types de l’UE',
    },
    stripe: {
      purpose: 'traite les paiements par carte et les abonnements ; les données de votre carte vont directement à Stripe et ne nous parviennent jamais.',
      where: 'Irlande et États-Unis, dans le cadre des clauses contractuelles types de l’UE',
    },
    supabase: {
      purpose: 'gère l’inscription, la connexion et les sessions (votre adresse e-mail et un mot de passe haché).',
      where: 'la région du projet {host}',
      whereUnknown: 'la région du projet',
    },
    google: {
      purpose: 'uniquement si vous choisissez « Se connecter avec Google » : Google confirme votre identité et nous communique votre adresse e-mail.',
      where: 'dans le monde entier, selon la politique de confidentialité de Google',
    },
    storage: {
      name: 'Stockage en ligne ({host})',
      aws: 'Amazon Web Services',
      purpose: 'conserve les photos, enregistrements, illustrations, narrations et vidéos, chiffrés au repos.',
      where: 'région {region}',
      whereUnknown: 'la région configurée',
    },
    whereLabel: 'Lieu',
    none: '<p>Actuellement, nous ne faisons appel à <strong>aucun sous-traitant externe</strong> pour votre contenu : les histoires, les illustrations et la narration sont produites sur nos propres serveurs, où vos données sont conservées.</p>',
  },
  de: {
    openai: {
      purpose:
        'schreibt den Text der Geschichte, zeichnet die Bilder (mit dem Foto der Figur als Vorlage, wenn Sie es erlauben), liest Geschichten mit seinen Erzählerstimmen vor und prüft Texte auf Sicherheit. Nach seinen API-Bedingungen verwendet OpenAI diese Daten nicht zum Training seiner Modelle.',
      where: 'USA, auf Grundlage der EU-Standardvertragsklauseln',
    },
    openaiCompatible: {
      name: 'Der KI-Dienst unter {host}',
      purpose:
        'schreibt den Text der Geschichte, zeichnet die Bilder (mit dem Foto der Figur als Vorlage, wenn Sie es erlauben), liest Geschichten vor und prüft Texte auf Sicherheit.',
      where: 'wie mit diesem Dienst vereinbart',
    },
    elevenlabs: {
      purpose:
        'erstellt die Vertonung; wenn Sie Ihre eigene Stimme wählen, erhält der Dienst Ihre Sprachaufnahme, um eine ähnliche Stimme zu erzeugen, die wir dort löschen lassen, wenn Sie die Aufnahme löschen.',
      where: 'USA, auf Grundlage der EU-Standardvertragsklauseln',
    },
    stripe: {
      purpose: 'wickelt Kartenzahlungen und Abonnements ab; Ihre Kartendaten gehen direkt an Stripe und erreichen uns nie.',
      where: 'Irland und USA, auf Grundlage der EU-Standardvertragsklauseln',
    },
    supabase: {
      purpose: 'übernimmt Registrierung, Anmeldung und Sitzungen (Ihre E-Mail-Adresse und ein gehashtes Passwort).',
      where: 'die Projektregion von {host}',
      whereUnknown: 'die Projektregion',
    },
    google: {
      purpose: 'nur wenn Sie „Mit Google anmelden“ wählen: Google bestätigt, wer Sie sind, und übermittelt uns Ihre E-Mail-Adresse.',
      where: 'weltweit, nach der Datenschutzerklärung von Google',
    },
    storage: {
      name: 'Cloud-Speicher ({host})',
      aws: 'Amazon Web Services',
      purpose: 'speichert Fotos, Aufnahmen, Bilder, Vertonungen und Videos, im Ruhezustand verschlüsselt.',
      where: 'Region {region}',
      whereUnknown: 'die konfigurierte Region',
    },
    whereLabel: 'Ort',
    none: '<p>Derzeit setzen wir für Ihre Inhalte <strong>keine externen Auftragsverarbeiter</strong> ein: Geschichten, Bilder und Vertonungen entstehen auf unseren eigenen Servern, und Ihre Daten werden dort gespeichert.</p>',
  },
  it: {
    openai: {
      purpose:
        'scrive il testo della storia, disegna le illustrazioni (con la foto del personaggio come riferimento, se lo consenti), legge le storie ad alta voce con le sue voci narranti e verifica la sicurezza dei testi. In base ai suoi termini API, OpenAI non usa questi dati per addestrare i propri modelli.',
      where: 'Stati Uniti, sulla base delle clausole contrattuali tipo dell’UE',
    },
    openaiCompatible: {
      name: 'Il servizio di IA su {host}',
      purpose:
        'scrive il testo della storia, disegna le illustrazioni (con la foto del personaggio come riferimento, se lo consenti), legge le storie ad alta voce e verifica la sicurezza dei testi.',
      where: 'come concordato con tale servizio',
    },
    elevenlabs: {
      purpose:
        'realizza la narrazione; se scegli la tua voce, riceve la tua registrazione vocale per creare una voce simile, che facciamo cancellare presso di esso quando elimini la registrazione.',
      where: 'Stati Uniti, sulla base delle clausole contrattuali tipo dell’UE',
    },
    stripe: {
      purpose: 'gestisce i pagamenti con carta e gli abbonamenti; i dati della tua carta vanno direttamente a Stripe e non arrivano mai a noi.',
      where: 'Irlanda e Stati Uniti, sulla base delle clausole contrattuali tipo dell’UE',
    },
    supabase: {
      purpose: 'gestisce registrazione, accesso e sessioni (il tuo indirizzo e-mail e una password sottoposta a hash).',
      where: 'la regione del progetto {host}',
      whereUnknown: 'la regione del progetto',
    },
    google: {
      purpose: 'solo se scegli «Accedi con Google»: Google conferma la tua identità e ci comunica il tuo indirizzo e-mail.',
      where: 'in tutto il mondo, secondo l’informativa sulla privacy di Google',
    },
    storage: {
      name: 'Archiviazione cloud ({host})',
      aws: 'Amazon Web Services',
      purpose: 'conserva foto, registrazioni, illustrazioni, narrazioni e video, cifrati a riposo.',
      where: 'regione {region}',
      whereUnknown: 'la regione configurata',
    },
    whereLabel: 'Dove',
    none: '<p>Al momento <strong>non ci avvaliamo di responsabili del trattamento esterni</strong> per i tuoi contenuti: storie, illustrazioni e narrazione sono prodotte sui nostri server, dove sono conservati anche i tuoi dati.</p>',
  },
  nl: {
    openai: {
      purpose:
        'schrijft de tekst van het verhaal, tekent de afbeeldingen (met de foto van het personage als voorbeeld als je dat toestaat), leest verhalen voor met zijn verteller-stemmen en controleert teksten op veiligheid. Volgens de API-voorwaarden gebruikt OpenAI deze gegevens niet om zijn modellen te trainen.',
      where: 'Verenigde Staten, op basis van de EU-standaardcontractbepalingen',
    },
    openaiCompatible: {
      name: 'De AI-dienst op {host}',
      purpose:
        'schrijft de tekst van het verhaal, tekent de afbeeldingen (met de foto van het personage als voorbeeld als je dat toestaat), leest verhalen voor en controleert teksten op veiligheid.',
      where: 'zoals met die dienst afgesproken',
    },
    elevenlabs: {
      purpose:
        'maakt de voorleesstem; als je je eigen stem kiest, ontvangt het je spraakopname om een gelijkende stem te maken, die we daar laten verwijderen wanneer je de opname verwijdert.',
      where: 'Verenigde Staten, op basis van de EU-standaardcontractbepalingen',
    },
    stripe: {
      purpose: 'verwerkt kaartbetalingen en abonnementen; je kaartgegevens gaan rechtstreeks naar Stripe en komen nooit bij ons.',
      where: 'Ierland en de Verenigde Staten, op basis van de EU-standaardcontractbepalingen',
    },
    supabase: {
      purpose: 'verzorgt registratie, inloggen en sessies (je e-mailadres en een gehasht wachtwoord).',
      where: 'de projectregio van {host}',
      whereUnknown: 'de projectregio',
    },
    google: {
      purpose: 'alleen als je kiest voor “Inloggen met Google”: Google bevestigt wie je bent en geeft ons je e-mailadres.',
      where: 'wereldwijd, volgens het eigen privacybeleid van Google',
    },
    storage: {
      name: 'Cloudopslag ({host})',
      aws: 'Amazon Web Services',
      purpose: 'bewaart foto’s, opnamen, afbeeldingen, voorleesaudio en video’s, versleuteld opgeslagen.',
      where: 'regio {region}',
      whereUnknown: 'de ingestelde regio',
    },
    whereLabel: 'Waar',
    none: '<p>Op dit moment schakelen we voor je inhoud <strong>geen externe verwerkers</strong> in: verhalen, afbeeldingen en voorleesaudio worden op onze eigen servers gemaakt, en je gegevens worden daar opgeslagen.</p>',
  },
  pt: {
    openai: {
      purpose:
        'escreve o texto da história, desenha as ilustrações (usando a foto do personagem como referência, se você permitir), lê as histórias em voz alta com as próprias vozes de narração e verifica a segurança dos textos. De acordo com os termos da API, a OpenAI não usa esses dados para treinar os modelos dela.',
      where: 'Estados Unidos, com base nas cláusulas contratuais padrão da UE',
    },
    openaiCompatible: {
      name: 'O serviço de IA em {host}',
      purpose:
        'escreve o texto da história, desenha as ilustrações (usando a foto do personagem como referência, se você permitir), lê as histórias em voz alta e verifica a segurança dos textos.',
      where: 'conforme combinado com esse serviço',
    },
    elevenlabs: {
      purpose:
        'cria a narração; se você escolher a sua própria voz, recebe a sua gravação de voz para criar uma voz parecida, que pedimos para ser excluída de lá quando você exclui a gravação.',
      where: 'Estados Unidos, com base nas cláusulas contratuais padrão da UE',
    },
    stripe: {
      purpose: 'processa os pagamentos com cartão e as assinaturas; os dados do seu cartão vão diretamente para a Stripe e nunca chegam até nós.',
      where: 'Irlanda e Estados Unidos, com base nas cláusulas contratuais padrão da UE',
    },
    supabase: {
      purpose: 'cuida do cadastro, do login e das sessões (seu endereço de e-mail e uma senha com hash).',
      where: 'a região do projeto {host}',
      whereUnknown: 'a região do projeto',
    },
    google: {
      purpose: 'somente se você escolher "Entrar com o Google": o Google confirma sua identidade e nos informa seu endereço de e-mail.',
      where: 'no mundo todo, de acordo com a política de privacidade do próprio Google',
    },
    storage: {
      name: 'Armazenamento em nuvem ({host})',
      aws: 'Amazon Web Services',
      purpose: 'armazena fotos, gravações, ilustrações, narrações e vídeos, criptografados em repouso.',
      where: 'região {region}',
      whereUnknown: 'a região configurada',
    },
    whereLabel: 'Onde',
    none: '<p>No momento <strong>não usamos operadores externos</strong> para o seu conteúdo: as histórias, as ilustrações e a narração são criadas nos nossos próprios servidores, onde seus dados ficam armazenados.</p>',
  },
  pl: {
    openai: {
      purpose:
        'pisze tekst bajki, rysuje ilustracje (na podstawie zdjęcia postaci, jeśli na to pozwolisz), czyta bajki na głos swoimi głosami lektora i sprawdza bezpieczeństwo tekstów. Zgodnie ze swoimi warunkami API OpenAI nie wykorzystuje tych danych do trenowania swoich modeli.',
      where: 'Stany Zjednoczone, na podstawie standardowych klauzul umownych UE',
    },
    openaiCompatible: {
      name: 'Usługa AI pod adresem {host}',
      purpose:
        'pisze tekst bajki, rysuje ilustracje (na podstawie zdjęcia postaci, jeśli na to pozwolisz), czyta bajki na głos i sprawdza bezpieczeństwo tekstów.',
      where: 'zgodnie z ustaleniami z tą usługą',
    },
    elevenlabs: {
      purpose:
        'tworzy narrację; jeśli wybierzesz własny głos, otrzymuje Twoje nagranie głosu, aby stworzyć podobny głos, który każemy tam usunąć, gdy usuniesz nagranie.',
      where: 'Stany Zjednoczone, na podstawie standardowych klauzul umownych UE',
    },
    stripe: {
      purpose: 'obsługuje płatności kartą i subskrypcje; dane Twojej karty trafiają bezpośrednio do Stripe i nigdy do nas.',
      where: 'Irlandia i Stany Zjednoczone, na podstawie standardowych klauzul umownych UE',
    },
    supabase: {
      purpose: 'obsługuje rejestrację, logowanie i sesje (Twój adres e-mail i hasz hasła).',
      where: 'region projektu {host}',
      whereUnknown: 'region projektu',
    },
    google: {
      purpose: 'tylko jeśli wybierzesz „Zaloguj się przez Google”: Google potwierdza Twoją tożsamość i przekazuje nam Twój adres e-mail.',
      where: 'na całym świecie, zgodnie z polityką prywatności Google',
    },
    storage: {
      name: 'Magazyn w chmurze ({host})',
      aws: 'Amazon Web Services',
      purpose: 'przechowuje zdjęcia, nagrania, ilustracje, narracje i filmy, zaszyfrowane w spoczynku.',
      where: 'region {region}',
      whereUnknown: 'skonfigurowany region',
    },
    whereLabel: 'Gdzie',
    none: '<p>Obecnie <strong>nie korzystamy z żadnych zewnętrznych podmiotów przetwarzających</strong> Twoje treści: bajki, ilustracje i narracja powstają na naszych własnych serwerach i tam są przechowywane Twoje dane.</p>',
  },
  ar: {
    openai: {
      purpose:
        'يكتب نص القصة، ويرسم الصور (مستعينًا بصورة الشخصية مرجعًا عندما تسمح بذلك)، ويقرأ القصص بصوت عالٍ بأصوات الرواة لديه، ويفحص النصوص للتأكد من سلامتها. وبموجب شروط واجهة برمجة التطبيقات الخاصة بها، لا تستخدم OpenAI هذه البيانات لتدريب نماذجها.',
      where: 'الولايات المتحدة، بموجب البنود التعاقدية القياسية للاتحاد الأوروبي',
    },
    openaiCompatible: {
      name: 'خدمة الذكاء الاصطناعي على {host}',
      purpose: 'يكتب نص القصة، ويرسم الصور (مستعينًا بصورة الشخصية مرجعًا عندما تسمح بذلك)، ويقرأ القصص بصوت عالٍ، ويفحص النصوص للتأكد من سلامتها.',
      where: 'وفق ما اتُّفق عليه مع تلك الخدمة',
    },
    elevenlabs: {
      purpose: 'تُنتج السرد الصوتي؛ وعندما تختار صوتك الخاص، تتلقى تسجيل صوتك لإنشاء صوت مشابه، ونطلب حذفه لديها عندما تحذف التسجيل.',
      where: 'الولايات المتحدة، بموجب البنود التعاقدية القياسية للاتحاد الأوروبي',
    },
    stripe: {
      purpose: 'تعالج المدفوعات بالبطاقة والاشتراكات؛ تذهب بيانات بطاقتك إلى Stripe مباشرة ولا تصل إلينا أبدًا.',
      where: 'أيرلندا والولايات المتحدة، بموجب البنود التعاقدية القياسية للاتحاد الأوروبي',
    },
    supabase: {
      purpose: 'تتولى إنشاء الحساب وتسجيل الدخول والجلسات (عنوان بريدك الإلكتروني وكلمة مرور مُجزّأة).',
      where: 'منطقة مشروع {host}',
      whereUnknown: 'منطقة المشروع',
    },
    google: {
      purpose: 'فقط إذا اخترت «تسجيل الدخول باستخدام Google»: تؤكد Google هويتك وتعطينا عنوان بريدك الإلكتروني.',
      where: 'في جميع أنحاء العالم، وفق سياسة الخصوصية الخاصة بـ Google',
    },
    storage: {
      name: 'التخزين السحابي ({host})',
      aws: 'Amazon Web Services',
      purpose: 'يخزّن الصور والتسجيلات والرسوم والسرد الصوتي ومقاطع الفيديو، مشفّرة أثناء التخزين.',
      where: 'المنطقة {region}',
      whereUnknown: 'المنطقة المُعدّة',
    },
    whereLabel: 'المكان',
    none: '<p>لا نستعين حاليًا <strong>بأي جهة معالجة خارجية</strong> لمحتواك: تُصنع القصص والصور والسرد الصوتي على خوادمنا الخاصة، وتُخزَّن بياناتك هناك.</p>',
  },
  zh: {
    openai: {
      purpose:
        '撰写故事文本、绘制插图（在您允许时以角色照片为参考）、用其旁白声音朗读故事，并检查文本的安全性。根据其 API 条款，OpenAI 不会使用这些数据训练其模型。',
      where: '美国，依据欧盟标准合同条款',
    },
    openaiCompatible: {
      name: '位于 {host} 的 AI 服务',
      purpose: '撰写故事文本、绘制插图（在您允许时以角色照片为参考）、朗读故事，并检查文本的安全性。',
      where: '按与该服务的约定',
    },
    elevenlabs: {
      purpose: '制作朗读音频；当您选择使用自己的声音时，它会接收您的录音以生成相似的声音，您删除录音时我们会让其删除该声音。',
      where: '美国，依据欧盟标准合同条款',
    },
    stripe: { purpose: '处理银行卡付款和订阅；您的卡信息直接发送给 Stripe，绝不会到达我们这里。', where: '爱尔兰和美国，依据欧盟标准合同条款' },
    supabase: { purpose: '处理注册、登录和会话（您的电子邮件地址和经过哈希处理的密码）。', where: '{host} 的项目区域', whereUnknown: '项目区域' },
    google: { purpose: '仅当您选择“使用 Google 登录”时：Google 确认您的身份并向我们提供您的电子邮件地址。', where: '全球范围，依据 Google 自己的隐私政策' },
    storage: {
      name: '云存储（{host}）',
      aws: 'Amazon Web Services',
      purpose: '存储照片、录音、插图、朗读音频和视频，静态加密。',
      where: '区域 {region}',
      whereUnknown: '所配置的区域',
    },
    whereLabel: '处理地点',
    none: '<p>目前我们<strong>不使用任何外部处理者</strong>处理您的内容：故事、插图和朗读音频都在我们自己的服务器上制作，您的数据也存储在那里。</p>',
  },
  ja: {
    openai: {
      purpose:
        'は、物語の文章を書き、挿絵を描き（許可いただいた場合はキャラクターの写真を参考にします）、ナレーターの声で物語を読み上げ、テキストの安全性を確認します。API 規約により、OpenAI はこのデータをモデルの学習に使用しません。',
      where: '米国（EU 標準契約条項に基づく）',
    },
    openaiCompatible: {
      name: '{host} の AI サービス',
      purpose: 'は、物語の文章を書き、挿絵を描き（許可いただいた場合はキャラクターの写真を参考にします）、物語を読み上げ、テキストの安全性を確認します。',
      where: '当該サービスとの取り決めによる',
    },
    elevenlabs: {
      purpose:
        'は、ナレーションを作成します。ご自身の声を選んだ場合は、似た声を作るために録音を受け取ります。録音を削除すると、当社はその声の削除を依頼します。',
      where: '米国（EU 標準契約条項に基づく）',
    },
    stripe: {
      purpose: 'は、カード決済とサブスクリプションを処理します。カード情報は直接 Stripe に送られ、当社に届くことはありません。',
      where: 'アイルランドおよび米国（EU 標準契約条項に基づく）',
    },
    supabase: {
      purpose: 'は、登録、ログイン、セッションを処理します（メールアドレスとハッシュ化されたパスワード）。',
      where: '{host} のプロジェクトリージョン',
      whereUnknown: 'プロジェクトリージョン',
    },
    google: {
      purpose: 'は、「Google でログイン」を選んだ場合のみ、本人確認を行い、メールアドレスを当社に提供します。',
      where: '全世界（Google のプライバシーポリシーに基づく）',
    },
    storage: {
      name: 'クラウドストレージ（{host}）',
      aws: 'Amazon Web Services',
      purpose: 'は、写真、録音、挿絵、ナレーション、動画を保存時に暗号化して保管します。',
      where: 'リージョン {region}',
      whereUnknown: '設定されたリージョン',
    },
    whereLabel: '処理場所',
    none: '<p>現在、お客様のコンテンツについて<strong>外部の処理者は一切利用していません</strong>。物語、挿絵、ナレーションは当社のサーバーで作成され、データもそこに保存されます。</p>',
  },
  ko: {
    openai: {
      purpose:
        '이야기 글을 쓰고, 그림을 그리며(허용하신 경우 캐릭터 사진을 참고), 내레이터 음성으로 이야기를 읽어 주고, 텍스트의 안전성을 확인합니다. API 약관에 따라 OpenAI는 이 데이터를 모델 학습에 사용하지 않습니다.',
      where: '미국, EU 표준계약조항에 따름',
    },
    openaiCompatible: {
      name: '{host}의 AI 서비스',
      purpose: '이야기 글을 쓰고, 그림을 그리며(허용하신 경우 캐릭터 사진을 참고), 이야기를 읽어 주고, 텍스트의 안전성을 확인합니다.',
      where: '해당 서비스와 합의한 바에 따름',
    },
    elevenlabs: {
      purpose:
        '내레이션을 만듭니다. 본인 목소리를 선택하시면 비슷한 목소리를 만들기 위해 녹음을 받으며, 녹음을 삭제하시면 그곳에서 그 목소리를 삭제하도록 요청합니다.',
      where: '미국, EU 표준계약조항에 따름',
    },
    stripe: {
      purpose: '카드 결제와 구독을 처리합니다. 카드 정보는 Stripe로 직접 전송되며 저희에게는 절대 전달되지 않습니다.',
      where: '아일랜드 및 미국, EU 표준계약조항에 따름',
    },
    supabase: { purpose: '가입, 로그인 및 세션을 처리합니다(이메일 주소와 해시된 비밀번호).', where: '{host}의 프로젝트 리전', whereUnknown: '프로젝트 리전' },
    google: {
      purpose: '“Google 계정으로 로그인”을 선택하신 경우에만: Google이 본인임을 확인하고 이메일 주소를 저희에게 제공합니다.',
      where: '전 세계, Google 자체 개인정보처리방침에 따름',
    },
    storage: {
      name: '클라우드 저장소({host})',
      aws: 'Amazon Web Services',
      purpose: '사진, 녹음, 그림, 내레이션, 동영상을 저장 시 암호화하여 보관합니다.',
      where: '리전 {region}',
      whereUnknown: '설정된 리전',
    },
    whereLabel: '처리 장소',
    none: '<p>현재 저희는 콘텐츠 처리에 <strong>외부 수탁자를 전혀 이용하지 않습니다</strong>. 이야기, 그림, 내레이션은 저희 서버에서 만들어지며 데이터도 그곳에 저장됩니다.</p>',
  },
  hi: {
    openai: {
      purpose:
        'कहानी का पाठ लिखता है, चित्र बनाता है (आपकी अनुमति होने पर पात्र की फ़ोटो को संदर्भ के रूप में लेकर), अपनी वाचक आवाज़ों में कहानियाँ पढ़कर सुनाता है और पाठ की सुरक्षा जाँचता है। अपनी API शर्तों के अनुसार OpenAI इस डेटा का उपयोग अपने मॉडलों को प्रशिक्षित करने के लिए नहीं करता।',
      where: 'संयुक्त राज्य अमेरिका, EU मानक संविदात्मक खंडों के अंतर्गत',
    },
    openaiCompatible: {
      name: '{host} पर AI सेवा',
      purpose: 'कहानी का पाठ लिखती है, चित्र बनाती है (आपकी अनुमति होने पर पात्र की फ़ोटो को संदर्भ के रूप में लेकर), कहानियाँ पढ़कर सुनाती है और पाठ की सुरक्षा जाँचती है।',
      where: 'उस सेवा के साथ हुए समझौते के अनुसार',
    },
    elevenlabs: {
      purpose:
        'कथा-वाचन बनाता है; जब आप अपनी आवाज़ चुनते हैं, तो मिलती-जुलती आवाज़ बनाने के लिए उसे आपकी आवाज़ की रिकॉर्डिंग मिलती है, जिसे आपके रिकॉर्डिंग हटाने पर हम वहाँ से हटवा देते हैं।',
      where: 'संयुक्त राज्य अमेरिका, EU मानक संविदात्मक खंडों के अंतर्गत',
    },
    stripe: {
      purpose: 'कार्ड भुगतान और सदस्यताएँ संभालता है; आपके कार्ड का विवरण सीधे Stripe को जाता है और कभी हम तक नहीं पहुँचता।',
      where: 'आयरलैंड और संयुक्त राज्य अमेरिका, EU मानक संविदात्मक खंडों के अंतर्गत',
    },
    supabase: {
      purpose: 'साइन-अप, साइन-इन और सत्र संभालता है (आपका ई-मेल पता और हैश किया हुआ पासवर्ड)।',
      where: '{host} का प्रोजेक्ट क्षेत्र',
      whereUnknown: 'प्रोजेक्ट क्षेत्र',
    },
    google: {
      purpose: 'केवल तब, जब आप “Google से साइन इन करें” चुनते हैं: Google आपकी पहचान की पुष्टि करता है और हमें आपका ई-मेल पता देता है।',
      where: 'दुनिया भर में, Google की अपनी गोपनीयता नीति के अंतर्गत',
    },
    storage: {
      name: 'क्लाउड स्टोरेज ({host})',
      aws: 'Amazon Web Services',
      purpose: 'फ़ोटो, रिकॉर्डिंग, चित्र, कथा-वाचन और वीडियो संग्रहीत करता है, भंडारण में एन्क्रिप्ट करके।',
      where: 'क्षेत्र {region}',
      whereUnknown: 'कॉन्फ़िगर किया गया क्षेत्र',
    },
    whereLabel: 'कहाँ',
    none: '<p>फ़िलहाल हम आपकी सामग्री के लिए <strong>किसी बाहरी प्रोसेसर का उपयोग नहीं करते</strong>: कहानियाँ, चित्र और कथा-वाचन हमारे अपने सर्वरों पर बनते हैं, और आपका डेटा वहीं संग्रहीत होता है।</p>',
  },
  tr: {
    openai: {
      purpose:
        'hikâye metnini yazar, resimleri çizer (izin verdiğinizde karakter fotoğrafını referans alarak), hikâyeleri anlatıcı sesleriyle sesli okur ve metinleri güvenlik açısından denetler. API koşulları gereği OpenAI bu verileri modellerini eğitmek için kullanmaz.',
      where: 'Amerika Birleşik Devletleri, AB Standart Sözleşme Maddeleri kapsamında',
    },
    openaiCompatible: {
      name: '{host} adresindeki yapay zekâ hizmeti',
      purpose:
        'hikâye metnini yazar, resimleri çizer (izin verdiğinizde karakter fotoğrafını referans alarak), hikâyeleri sesli okur ve metinleri güvenlik açısından denetler.',
      where: 'o hizmetle kararlaştırıldığı şekilde',
    },
    elevenlabs: {
      purpose:
        'seslendirmeyi yapar; kendi sesinizi seçtiğinizde benzer bir ses oluşturmak için ses kaydınızı alır; kaydı sildiğinizde bu sesi orada sildiririz.',
      where: 'Amerika Birleşik Devletleri, AB Standart Sözleşme Maddeleri kapsamında',
    },
    stripe: {
      purpose: 'kartla ödemeleri ve abonelikleri yürütür; kart bilgileriniz doğrudan Stripe’a gider ve bize asla ulaşmaz.',
      where: 'İrlanda ve Amerika Birleşik Devletleri, AB Standart Sözleşme Maddeleri kapsamında',
    },
    supabase: {
      purpose: 'kayıt, giriş ve oturumları yürütür (e-posta adresiniz ve özetlenmiş (hash) bir parola).',
      where: '{host} projesinin bölgesi',
      whereUnknown: 'proje bölgesi',
    },
    google: {
      purpose: 'yalnızca “Google ile oturum aç” seçeneğini seçerseniz: Google kimliğinizi doğrular ve bize e-posta adresinizi verir.',
      where: 'dünya genelinde, Google’ın kendi gizlilik politikası kapsamında',
    },
    storage: {
      name: 'Bulut depolama ({host})',
      aws: 'Amazon Web Services',
      purpose: 'fotoğrafları, kayıtları, resimleri, seslendirmeleri ve videoları depolamada şifrelenmiş olarak saklar.',
      where: '{region} bölgesi',
      whereUnknown: 'yapılandırılmış bölge',
    },
    whereLabel: 'Nerede',
    none: '<p>Şu anda içeriğiniz için <strong>hiçbir dış veri işleyen kullanmıyoruz</strong>: hikâyeler, resimler ve seslendirmeler kendi sunucularımızda üretilir ve verileriniz orada saklanır.</p>',
  },
};
