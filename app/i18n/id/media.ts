// What each picture shows, for readers who cannot see it (alt text), by media key.
import type { Messages } from "../messages.ts";

export const media: Messages["media"] = {
  "home/hero": "Bola dunia {product} dengan koin emas di tengahnya, dikelilingi orang-orang dari setiap benua",
  "home/app-mine": "Layar penambangan aplikasi {product}: tombol emas ketuk-untuk-menambang, saldo hari ini, dan teman-teman di sekitar",
  "home/app-hub": "Hub di aplikasi: tugas hari ini, acara komunitas yang akan datang, dan tiket undian Genesis",
  "home/app-genesis": "Genesis NFT di aplikasi: medali emas, nomor tokennya, tiket undiannya, dan hak istimewa pemegang",
  "home/doc-anchor": "Stasiun konektivitas di sebuah blok kota, terhubung dengan tempat-tempat di sekitarnya",
  "home/doc-pon": "Lingkaran teman yang menjamin satu orang, dengan setiap tautan terkonfirmasi",
  "home/doc-rank": "Kolom-kolom peringkat menjulang dari peta, yang tertinggi bermahkota bintang",
  "home/doc-wallet": "Tiga bagian kunci, di ponsel, server, dan salinan cadangan, bertemu dalam satu tanda tangan yang diverifikasi blockchain",
  "home/podf-1": "Rute jalan kaki di peta kota yang menghubungkan tempat-tempat yang dikunjungi",
  "home/podf-2": "Jejak yang ditinggalkan di sebuah tempat di sepanjang rute",
  "home/podf-3": "Jejak yang di-mint sebagai token PODF di atas peta",
  "home/vr": "Pemandangan jalan dari balik headset, dengan teman-teman dan anchor yang tampil di atasnya",
  "home/citizen": "Peta dunia dengan para warga berkumpul di kota-kota di setiap benua",
  "home/event-banner": "Acara Hub: halaman kalender, tiket undian, kado, dan konfeti",
  "hub/hub-art": "Layar Hub di aplikasi, dengan tugas, tanggal acara, tiket undian, dan kado yang muncul keluar darinya",
  "blog/banner": "Bola dunia {product} dilintasi garis meridian, dengan kota-kotanya terhubung oleh garis emas",
  roadmapIcons: {
    coin: "Ikon: koin emas",
    passport: "Ikon: paspor dengan bola dunia",
    gate: "Ikon: gerbang melengkung",
    metaverse: "Ikon: kubus sebagai dunia virtual",
    geospatial: "Ikon: bola dunia dengan pin peta",
    rollups: "Ikon: lapisan bertumpuk",
    network: "Ikon: perisai yang menaungi jaringan",
  },
  hubIcons: {
    tasks: "Ikon: daftar periksa",
    events: "Ikon: kalender dengan pin peta",
    lotteries: "Ikon: tiket dengan bintang",
    airdrops: "Ikon: parasut yang membawa kotak",
    giveaways: "Ikon: kotak kado",
  },
};
