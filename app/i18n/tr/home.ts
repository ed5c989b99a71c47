// The home page's words (Turkish).
import type { Messages } from "../messages.ts";

export const home: Messages["home"] = {
  hero: {
    lead: "{product}, içindeki insanlara ait coğrafi-sosyal ağdır. Dokunarak madencilik yapın, sizi tanıyan arkadaşlarınız tarafından doğrulanın ve zaten her gün yürüdüğünüz sokaklarda, erişimi token ile sağlanan bir topluluk kurun.",
    readWhitepaper: "Whitepaper'ı Okuyun",
    claims: [
      { value: "5M+", label: "kullanıcı" },
      { value: "35", label: "dil" },
    ],
  },
  eventBanner: {
    kicker: "{product} Hub · Canlı etkinlik",
    date: "ETKİNLİK TARİHİ: {when}",
    text: "Görevler, etkinlikler, çekilişler, airdrop'lar ve hediye dağıtımları şimdi canlı.",
    action: "Hub'ı açın",
  },
  sectionLabels: {
    mission: "Misyon",
    gate: "Token ile erişim",
    docs: "Altyapı",
    group: "Ekosistem",
    podf: "PODF",
    vr: "Karma gerçeklik",
    cases: "Kullanım alanları",
    marketplace: "Pazar Yeri",
    stories: "Hikâyeler",
    details: "Topluluk",
    genesis: "Genesis NFT",
    citizen: "Vatandaşlar",
  },
  mission: {
    heading: "{product} neden var?",
    intro: "Bir ağ, ancak başlangıcı kadar adildir. {product} insanlarla başlar ve hep onlarla kalır.",
    points: [
      { title: "Tasarımı gereği coğrafi", content: "Mekânlar önemlidir. Anchor'lar, ayak izleri ve sıralamalar topluluğu, yaşadığı gerçek sokaklara, kafelere ve şehirlere bağlar." },
      { title: "Zincir üstünde temel gelir", content: "Madencilik için günde bir kez logoya dokunun. Protokol, ödemeyi bir şirketin hissedarlarına değil, ağı ayakta tutan insanlara yapar." },
      { title: "Uygulamada reklam yok", content: "Sizin dikkatiniz satılık bir ürün değil. Uygulamada reklam yok ve profil verileriniz hiçbir zaman satılmaz." },
      { title: "Risk sermayesi yok, özel satış yok", content: "Kimse parayla öne geçmedi. Ne risk sermayesi var ne de özel satış turu: Her coin, ağa gelip katılan birinin madenciliğiyle üretiliyor." },
      { title: "Proof of Networking", content: "İnsanlar gözleri taranarak değil, onları tanıyan arkadaşları tarafından doğrulanır. Hiçbir biyometrik veri toplanmaz." },
      { title: "Vatandaşlarına ait", content: "Anahtarlar vatandaşlardadır; teklifleri oylar ve hazineyi paylaşırlar. Ağın nereye gideceğine onu inşa edenler karar verir." },
    ],
    dotsLabel: "Misyon maddeleri",
    dotLabel: "Madde {n}: {title}",
  },
  gate: {
    title: "Zincir Üstü Egemen Topluluk",
    intro: "Kendi hazinesi ve kendi kuralları olan, erişimi token ile sağlanan bir topluluk. Kapı, sizi kimin finanse ettiğini sormaz; arkanızda gerçek insanların durup durmadığını sorar.",
    steps: [
      { title: "Giriş", text: "Uygulamayı yükleyin ve bir Pasaport edinin: saniyeler içinde oluşturulan, emanetsiz (non-custodial) bir cüzdan." },
      { title: "Doğrulama", text: "Arkadaşlarınız Proof of Networking ile size kefil olur. Biyometrik veri yok, taratılacak belge yok." },
      { title: "Anahtar", text: "Token'ınız anahtarınızdır. Kapı yalnızca token sahiplerine açılır." },
      { title: "Yönetişim", text: "İçeride vatandaşlar teklif sunar, oy verir ve hepsine ait bir hazineyi paylaşır." },
    ],
    artLabel: "Bir token kapısından geçerek kendi kendini yöneten bir topluluğa katılan insanlar",
  },
  docs: {
    title: "Ağ Katmanı",
    intro: "Dört parça, bir sosyal grafiği altyapıya dönüştürür: mekânlar, insanlar, itibar ve anahtarlar.",
    parts: [
      {
        label: "Anchor",
        title: "Anchor",
        text: "Gerçek dünya varlıklarını tokenleştirmek için bir bağlantı istasyonu. Kafeler, mekânlar ve simge yapılar anchor olarak kaydolur; her gerçek ziyaret doğrulanabilir, zincir üstü veriye dönüşür.",
        points: ["Mekânlar ağa zincir üstü anchor'lar olarak katılır", "Check-in'ler, mekâna gelen ziyaretçileri kanıta dönüştürür", "Mekân sahipleri erişimi, ödülleri ve etkinlikleri tokenleştirir"],
      },
      {
        label: "PON",
        title: "Proof of Networking (PON)",
        text: "Kişiler arası bağlantılar üzerine kurulu bir insan doğrulaması. Sizi tanıyan insanlar, tek ve gerçek bir kişi olduğunuzu onaylar; biyometrik veri asla toplanmaz.",
        points: ["Tanıdığınız insanlar aracılığıyla doğrulama", "İris taraması, yüz verisi ya da parmak izi yok", "Sahte hesaplar ödül kaybeder, dürüst çevreler kazanır"],
      },
      {
        label: "Spatial Fusion Rank",
        title: "Spatial Fusion Rank",
        text: "Nerede bulunduğunuzu, size kimlerin kefil olduğuyla birleştiren bir itibar sistemi. Tutarlı konumlar ve güvenilir bağlar, botların ve bot çiftliklerinin asla ulaşamayacağı sıralara yükselir.",
        points: ["Konum geçmişi ve güven ağı tek bir puanda", "Sybil çiftliklerine ve sahte GPS'e karşı dayanıklı", "Kimin doğrulayıcı olacağını ve kimin daha çok kazanacağını belirler"],
      },
      {
        label: "AA ve MPC Cüzdanı",
        title: "AA ve MPC Cüzdanı",
        text: "Hesap soyutlama (AA), cüzdanı bir uygulama kadar kolay kullanılır kılar: Sosyal hesabınızla giriş yaparsınız, işlemler için gas ödemezsiniz, kurtarma ifadesiyle (seed phrase) uğraşmazsınız. Çok taraflı hesaplama (MPC) ise anahtarı parçalara böler; böylece hiçbir cihaz ya da sunucu anahtarın tamamını asla tutmaz.",
        points: ["Sosyal hesabınızla ya da e-postanızla giriş yapın", "Gündelik işlemlerde gas ücreti yok", "Emanetsiz: anahtar sizin, parçalara bölünmüş hâlde"],
      },
    ],
    mpcTitle: "MPC cüzdanı nasıl imza atar?",
    mpcSteps: [
      { title: "Dağıtık Anahtar Üretimi", text: "Anahtar parçaları ayrı ayrı oluşturulur ve hiçbir zaman tek bir anahtarda birleştirilmez." },
      { title: "İmzalama (zincir dışı)", text: "Parçalar, her biri kendi cihazında olmak üzere, bir işlemi zincir dışında birlikte imzalar." },
      { title: "Doğrulama", text: "Zincir tek ve sıradan bir imzayı doğrular: İmzanın parçalardan oluştuğunu kimse anlayamaz." },
    ],
    partnerRoles: ["Hesap soyutlama ortağı", "Cüzdan altyapısı ortağı"],
  },
  group: {
    title: "Ekosistem",
    intro: "Ağ katmanının üzerinde yeşerenler: kanıtlayabileceğiniz ayak izleri, içine adım atabileceğiniz dünyalar ve cebinizde bir uygulama.",
    dotsLabel: "Ekosistem bölümleri",
    dots: ["PODF", "VR/MR Vizyonu", "Geniş Kullanım Alanları", "Pazar Yeri"],
  },
  podf: {
    title: "PODF: Dijital Ayak İzi Kanıtı",
    text: "Bir yerde bulunun, kanıtı sizde kalsın. PODF, bir anın yaşandığı yerde mint edilir; böylece bir konser, bir buluşma ya da ilk ziyaret, kimsenin taklit edemeyeceği ya da silemeyeceği bir ayak izine dönüşür.",
    features: [
      { title: "Değiştirilemez Kanıt", text: "Yaşandığı yerde ve zamanda zincir üstüne yazılır." },
      { title: "Zamansız Hatıra", text: "Önemli anlar, akış çoktan başka konulara geçtikten sonra da kalıcıdır." },
      { title: "Özel Erişim", text: "Ayak izleri, orada bulunanlara etkinliklerin, drop'ların ve özel alanların kapısını açar." },
      { title: "Daha Güçlü Etkileşim", text: "Topluluklar ekranı kaydırıp geçenleri değil, gerçekten gelenleri ödüllendirir." },
      { title: "Gerçek Kimlik Doğrulaması", text: "Gerçek mekânlardan oluşan bir iz, gerçek bir kişinin güvenilirliğini artırır." },
      { title: "Şeffaf İzlenebilirlik", text: "Bir ayak izinin nereden geldiğini herkes kontrol edebilir." },
    ],
  },
  vr: {
    title: "VR/MR Vizyonu",
    text: "Üzerinde yürüdüğünüz harita, içine adım atabileceğiniz bir mekâna dönüşür. Karma gerçeklik, önünüzdeki sokağın üzerine anchor'ları, ayak izlerini ve arkadaşlarınızı yerleştirir. Sanal gerçeklik ise aynı şehri dünyanın öbür ucundaki insanlara açar.",
    points: ["Bildiğiniz sokaklarda karma gerçeklik", "Gerçek anchor'lardan inşa edilen sanal şehirler", "İki dünyada tek kimlik"],
  },
  cases: {
    title: "Geniş Kullanım Alanları",
    text: "Pek çok kullanım alanı, doğrulanmış insanlardan ve gerçek mekânlardan oluşan tek bir ağda buluşuyor.",
    tags: ["Oyun", "NFT'ler", "VR/MR", "Dijital Koleksiyonlar", "Metaverse", "DeFi", "DAO"],
  },
  marketplace: {
    title: "Pazar Yeri",
    text: "Ayak izlerini, geçiş kartlarını ve koleksiyon parçalarını güvenebileceğiniz insanlarla, doğrudan uygulamadan alıp satın. Uygulamayı indirin ve bugün madenciliğe başlayın.",
    downloadTitle: "Uygulamayı indirin",
    downloads: [
      { label: "Google Play", note: "Android" },
      { label: "App Store", note: "iPhone" },
      { label: "Güncel APK", note: "Doğrudan indirme" },
    ],
  },
  stories: {
    title: "Ağdan hikâyeler",
    intro: "Uygulamanın nasıl çalıştığını ve topluluğun onunla neler yaptığını anlatan dört kısa film.",
    items: [
      { title: "Tek dokunuşla madencilik", desc: "Uygulamayı açın, logoya dokunun ve madencilik oturumunuz başlasın. Yarın yine gelin, serinizi bozmayın." },
      { title: "Arkadaşlarınızla doğrulama", desc: "Proof of Networking iş başında: Sizi tanıyan insanlar, gerçekten siz olduğunuzu onaylar." },
      { title: "Haritada ayak izleri", desc: "Anın yaşandığı yere bir PODF bırakın ve o anı zincir üstünde saklayın." },
      { title: "Vatandaşlar ve klanlar", desc: "Bir klana katılın, teklifleri oylayın ve hazineyi paylaşın." },
    ],
    counter: "{n} / {total}",
    play: "Hikâyeyi oynatın",
    pause: "Hikâyeyi duraklatın",
  },
  stats: {
    title: "Her kıtada bir topluluk",
    labels: ["X'te topluluk üyesi", "Telegram'da üye", "dünya genelinde şehir", "ülke ve bölge"],
  },
  citizen: {
    title: "Vatandaş olun",
    text: "Vatandaşlar; birbirini doğrulayan, anahtarları elinde tutan ve sırada ne olacağına karar veren insanlardır. İlk dokunuştan ilk oylamanıza kadar, 35 dilde 5 milyonu aşkın kullanıcıya katılın.",
    perks: ["Tek dokunuşla her gün madencilik yapın", "Güvendiğiniz çevre büyüdükçe daha çok kazanın", "Hazine ve yol haritasıyla ilgili oylamalara katılın"],
    hubAction: "{product} Hub'ı keşfedin",
  },
};
