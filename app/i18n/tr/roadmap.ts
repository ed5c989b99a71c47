// The roadmap's words, in the order of app/content/roadmap.ts (Turkish).
import type { Messages } from "../messages.ts";

export const roadmap: Messages["roadmap"] = {
  entries: [
    {
      title: "{product} Temel Gelir Coin'i",
      extraTitles: ["Zincir Üstünde Evrensel Temel Gelir (UBI)"],
      description: "Her üyenin, uygulamadaki logo düğmesine dokunarak madencilikle kazandığı coin. Ne risk sermayesi turu oldu ne de özel satış: Arz insanlara katılım yoluyla ulaşır ve onu yöneten kurallar, herkesin okuyabileceği akıllı sözleşmelerde yazılıdır.",
      utilityMatrix: [
        "Dağıtım: doğrulanmış insanlara öncelik veren günlük madencilik oturumları ve topluluk görevleri.",
        "Tokenomik: yayımlanmış bir emisyon takvimi; Dormancy Dilution (pasif hesap seyreltmesi) ile atıl bakiyeler aktif üyelere geri döner.",
        "Akıllı sözleşme entegrasyonu: bakiyeler ve talepler zincir üstünde kesinleşir; böylece hiçbir operatör bunları sessizce değiştiremez.",
        "Ölçeklenebilir işlem kapasitesi: Layer 2 üzerinde kesinleşme, bahşişleri ve transferleri gündelik tutarlar için yeterince ucuz tutar.",
        "Değer alışverişi: tanıştığınız insanlarla uygulamanın içinde ve dışında ödeme yapın, bahşiş gönderin, alışveriş yapın.",
        "Ekonomik kapsayıcılık: tek giriş şartı bir telefon ve gerçek bağlantılar.",
        "Merkeziyetsiz yönetişim: token sahipleri topluluk hazinesi üzerinden parametre değişiklikleri önerir ve oylar.",
      ],
      futurePerspective: "Bir ortaklık yapısıyla değil, ağla birlikte büyüyen bir temel gelir: Birbirini doğrulayan gerçek insanlar çoğaldıkça coin'i kullanmak daha değerli hâle gelir ve coin'in daha büyük bir kısmı doğrulamayı yapan insanlara akar.",
    },
    {
      title: "{product} Pasaportu",
      extraTitles: ["Web3 İçin Tek Giriş"],
      description: "Uygulamanın, cüzdanın ve iş ortaklarının hizmetlerinin kapısını açan tek bir kimlik. Alıştığınız gibi giriş yapın; emanetsiz cüzdanınız arka planda oluşturulsun: Kopyalanacak kurtarma ifadesi de yüklenecek eklenti de yok.",
      utilityMatrix: [
        "Sorunsuz giriş: Pasaport'u kabul eden her uygulamada tanınan sosyal hesaplar ya da e-posta.",
        "Emanetsiz cüzdan: anahtarlar çok taraflı hesaplamayla (MPC) bölünür; böylece ne biz ne de bir iş ortağı fonlarınızı hareket ettirebilir.",
        "Otomatik cüzdan oluşturma: cüzdanınız, hesabınızla aynı anda oluşur ve ilk talebinize hazır olur.",
        "Güvenlik: harcama limitleri, oturum anahtarları ve sosyal kurtarma gibi hesap soyutlama kuralları.",
      ],
      futurePerspective: "Merkeziyetsiz bir uygulamaya giriş yapmak, herhangi bir uygulamaya giriş yapmak kadar sıradan olmalı. Pasaport, sonraki yüz milyon kişinin Web3'e, orada olduklarını fark etmelerine bile gerek kalmadan adım atmasının yolu.",
    },
    {
      title: "Egemen Kapı",
      extraTitles: ["Zincir Üstü Topluluğun Kapısı"],
      description: "{product} zincir üstü egemen topluluğunun, erişimi token ile sağlanan girişi. Kapı, bağlantıları olan gerçek bir kişi olduğunuzu kontrol eder ve sizi haritaya yerleştirir; bunu yaparken tek bir biyometrik örnek bile toplamaz.",
      utilityMatrix: [
        "Web3 kimlik doğrulaması: gerçek bir kişi olduğunuz, sizi tanıyan insanlarca kanıtlanır ve sahibi olduğunuz bir kimlik bilgisi olarak kaydedilir.",
        "Coğrafi konum analitiği: topluluğun nerede canlı olduğunu ve nerede büyüdüğünü gösteren anonimleştirilmiş aktivite haritaları.",
        "Gerçek dünya varlıklarının tokenleştirilmesi: yerel mekânları ve varlıkları zincir üstüne taşıyan Anchor istasyonları.",
        "Merkeziyetsiz konum ağı: tek bir sunucu yerine yakındaki eşlerin onayladığı konum kanıtları.",
        "Proof of Networking: gerçek insanları davet etmeyi, doğrulamayı ve onlara kefil olmayı ödüllendiren üç kademeli sistem.",
      ],
      futurePerspective: "Üyelerini botlardan ayırt edebilen bir topluluk kendi kendini yönetebilir. Hazinenin, oyların ve ödüllerin betiklere değil insanlara ait olmasını sağlayan şey bu kapıdır.",
    },
    {
      title: "Metaverse, Oyun ve Sosyal Altyapı",
      extraTitles: ["Vatandaşlar", "Klanlar", "Hazine"],
      description: "Gerçek dünyanın üzerine kurulan; vatandaşların klanlar oluşturduğu, birlikte inşa ettiği ve bir hazineyi paylaştığı sanal bir dünya. Oyunlar ve sosyal özellikler aynı kimlik ve aynı coin ile çalışır; böylece oyuna ayırdığınız zaman boşa gitmez.",
      utilityMatrix: [
        "Sosyal etkileşim: gerçek mekânlara bağlı sohbetler, buluşmalar ve klan alanları.",
        "Kullanıcı içeriği: üyeler, başkalarının keyifle kullandığı görevleri, mekânları ve eşyaları kendileri üretir ve bunlardan kazanç elde eder.",
        "Sanal dünya ekonomisi: haritadan pazar yerine kadar mal, hizmet ve ödüller için tek bir coin.",
        "Konum verisi oracle'ı: oyunların ve sözleşmelerin güvenebileceği doğrulanmış konum sinyalleri.",
        "Merkeziyetsiz kimlik doğrulaması: kanıtlanmış aynı kimlik, her dünyada ve her oyunda geçerli.",
      ],
      futurePerspective: "Dışarı çıkmayı ödüllendiren karma gerçeklik. Ağdaki en sevilen dünyaların, bir stüdyo oraya ulaşmadan çok önce, klanlar tarafından kendi şehirleri için inşa edileceğini düşünüyoruz.",
    },
    {
      title: "Hepsi Bir Arada Coğrafi Konum Altyapısı",
      extraTitles: ["Geliştiriciler İçin"],
      description: "Kendi kullandığımız araçlar, konuma duyarlı Web3 uygulamaları geliştirmek isteyen her ekibe açık: haritalar, kanıtlar, kimlik ve ödemeler tek bir arayüz setinde.",
      utilityMatrix: [
        "Geliştirici araçları: konum kanıtları, Proof of Networking kontrolleri ve cüzdan işlemleri için SDK'lar ve API'ler.",
        "Fiat girişi: kartlarla ve yerel ödeme yöntemleriyle giriş imkânı; kullanıcıların önce bir borsaya gitmesine gerek kalmaz.",
        "Birlikte çalışabilirlik: varlıkların ve kimlik bilgilerinin başka zincirlere ve uygulamalara taşınabilmesi için köprüler ve standart arayüzler.",
      ],
      futurePerspective: "Bir ekosistem, başkaları onun üzerine bir şeyler inşa edebildiğinde büyür. Amacımız, bu kanıtları kullanan uygulamaların çoğunun bizim yazmadığımız uygulamalar olması.",
    },
    { title: "{product} Rollup'ları" },
    {
      title: "{product} Layer 2",
      extraTitles: ["Düşük Ücretler", "Güven Gerektirmez", "Açık Kaynak"],
      description: "Büyük bir akıllı sözleşme zincirine bağlanan, bir sosyal ağın her saniye yaptığı sayısız küçük işlem için optimize edilmiş, bize ait bir rollup.",
      utilityMatrix: [
        "Sıfıra yakın gas ücretleri: gündelik işlemler sponsorlu ya da toplu gönderilir; üyeler neredeyse hiç ücret görmez.",
        "Güven gerektirmeyen, dayanıklı ağ: durum ana zincirde kanıtlanır; böylece hiçbir operatör onu sansürleyemez ya da değiştiremez.",
        "Denetlenebilir açık kaynak: her sözleşme ve node bileşeni, herkes inceleyip çalıştırabilsin diye yayımlanır.",
      ],
      futurePerspective: "Zincir, onu kullanan topluluk için inşa edildiğinde ücretler uzak durmak için bir neden olmaktan çıkar. Yol haritasındaki önceki tüm katmanlar sonunda bu rollup üzerinde kesinleşir.",
    },
  ],
};
