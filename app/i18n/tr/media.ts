// What each picture shows, for readers who cannot see it (alt text), by media key (Turkish).
import type { Messages } from "../messages.ts";

export const media: Messages["media"] = {
  "home/hero": "Kalbinde altın bir coin bulunan, her kıtadan insanlarla çevrili {product} küresi",
  "home/app-mine": "{product} uygulamasının madencilik ekranı: dokunarak madencilik yapılan altın düğme, günün bakiyesi ve yakındaki arkadaşlar",
  "home/app-hub": "Uygulamadaki Hub: günün görevleri, yaklaşan bir topluluk etkinliği ve bir Genesis çekiliş bileti",
  "home/app-genesis": "Uygulamadaki Genesis NFT: altın madalyon, token numarası, çekiliş bileti ve NFT sahiplerine özel ayrıcalıklar",
  "home/doc-anchor": "Bir şehir sokağında, çevresindeki mekânlara bağlı bir bağlantı istasyonu",
  "home/doc-pon": "Bir kişiye kefil olan, her bağı onaylanmış bir arkadaş çemberi",
  "home/doc-rank": "Bir haritadan yükselen sıralı sütunlar; en yükseğinin tepesinde bir yıldız",
  "home/doc-wallet": "Bir telefonda, bir sunucuda ve bir yedekte duran üç anahtar parçası, zincirin doğruladığı tek bir imzada buluşuyor",
  "home/podf-1": "Şehir haritasında, ziyaret edilen yerler arasında bir yürüyüş rotası",
  "home/podf-2": "Rota üzerindeki bir mekâna bırakılmış bir ayak izi",
  "home/podf-3": "Haritanın üzerinde PODF token'ı olarak mint edilmiş ayak izi",
  "home/vr": "VR başlığından görülen bir sokak; üzerinde arkadaşlar ve anchor'lar beliriyor",
  "home/citizen": "Her kıtada şehirlerde toplanmış vatandaşların görüldüğü bir dünya haritası",
  "home/event-banner": "Bir Hub etkinliği: takvim yaprağı, çekiliş bileti, hediyeler ve konfeti",
  "hub/hub-art": "Uygulamanın Hub ekranı; içinden bir görev, bir etkinlik tarihi, bir çekiliş bileti ve hediyeler yükseliyor",
  "blog/banner": "Üzerinden meridyenler geçen, şehirleri altın çizgilerle birbirine bağlanmış {product} küresi",
  roadmapIcons: {
    coin: "Simge: altın bir coin",
    passport: "Simge: küre desenli bir pasaport",
    gate: "Simge: kemerli bir kapı",
    metaverse: "Simge: sanal dünyayı temsil eden bir küp",
    geospatial: "Simge: harita iğneli bir küre",
    rollups: "Simge: üst üste katmanlar",
    network: "Simge: bir ağı koruyan kalkan",
  },
  hubIcons: {
    tasks: "Simge: bir kontrol listesi",
    events: "Simge: harita iğneli bir takvim",
    lotteries: "Simge: yıldızlı bir bilet",
    airdrops: "Simge: kutu taşıyan bir paraşüt",
    giveaways: "Simge: bir hediye kutusu",
  },
};
