// The Genesis NFT block: copy, status lines, the address lookup and the request helper's notices (Turkish).
import type { Messages } from "../messages.ts";

export const genesis: Messages["genesis"] = {
  eyebrow: "Genesis NFT",
  title: "{product} Genesis NFT Mint'i",
  lead: "{product} World'ün ilk koleksiyonu: sahiplerine yedi kalıcı ayrıcalık ve Genesis çekilişinde bir bilet.",
  privilegesTitle: "NFT sahiplerine özel ayrıcalıklar",
  privileges: [
    { title: "Erken KYC ve hızlı çekim", detail: "İlk sırada doğrulanın, coin'lerinizi sıra beklemeden çekin." },
    { title: "Madencilik hızlandırması", detail: "Başlattığınız her oturumda daha yüksek madencilik hızı." },
    { title: "MPC/AA cüzdanına erken erişim", detail: "MPC ve hesap soyutlama (AA) cüzdanını herkesten önce kullanın." },
    { title: "Hediye dağıtımları ve airdrop'lar", detail: "Gelecekteki hediye dağıtımlarında ve airdrop'larda yeriniz hazır." },
    { title: "Erken sosyal doğrulama", detail: "Bağlantılarınız aracılığıyla herkesten önce doğrulanın." },
    { title: "Doğrulayıcılığa hızlı başvuru", detail: "Doğrulayıcı (validator) ya da node ortağı olmak için hızlandırılmış başvuru." },
    { title: "Etkinliklere öncelikli erişim", detail: "Topluluk etkinliklerinde sıranın başında siz olun." },
  ],
  lotteryTitle: "Genesis çekilişi",
  lotteryRules: [
    "Her Genesis NFT bir çekiliş bileti taşır ve biletin ID'si NFT'nin ID'sidir.",
    "Yüzlerce kazanan ödül havuzunu paylaşır.",
    "Kazananların ödüllerini talep etmek için {hours} saati vardır.",
    "Süresi içinde talep edilmeyen ödüller rezervlere geri döner.",
  ],
  claimFigure: "{hours} saat",
  claimText: "ödülünüzü talep etme süresi",
  status: {
    live: { title: "Mint açık", detail: "Yayımlanan whitelist'teki cüzdanlar hâlâ Genesis NFT mint edebilir." },
    "sold-out": { title: "Tükendi", detail: "Tüm Genesis NFT'ler mint edildi. Sahipleri tüm ayrıcalıklarını ve çekiliş biletlerini korur." },
    unknown: { title: "Durum alınamadı", detail: "Mint hizmeti az önce yanıt vermedi. Lütfen birazdan tekrar kontrol edin." },
  },
  outdated: "Mint hizmeti şu anda yanıt vermiyor; bu nedenle bu durum güncel olmayabilir.",
  listSize: "{count, plural, one {Yayımlanan whitelist'te # cüzdan var} other {Yayımlanan whitelist'te # cüzdan var}}",
  lookup: {
    label: "Cüzdanım whitelist'te mi?",
    hint: "0x ve ardından 40 onaltılık (hex) karakter; büyük/küçük harf fark etmez.",
    noscript: "Adres kontrolü için JavaScript gerekir.",
    check: "Kontrol edin",
    headlines: {
      listed: "Whitelist'te.",
      unlisted: "Whitelist'te değil.",
      malformed: "Bu bir cüzdan adresi değil.",
      unavailable: "Whitelist şu anda kullanılamıyor.",
    },
    details: {
      listed: "{address}, yayımlanan Genesis mint whitelist'inde yer alıyor.",
      unlisted: "{address}, yayımlanan Genesis mint whitelist'inde yer almıyor.",
      malformed: "0x ve ardından 40 onaltılık karakter girin (0-9 ve a-f).",
      unavailable: "Yayımlanan whitelist yüklenemedi ya da boş. Lütfen birazdan tekrar deneyin.",
    },
  },
  loading: "yükleniyor...",
  requestError: "İstek hatası, lütfen tekrar deneyin.",
};
