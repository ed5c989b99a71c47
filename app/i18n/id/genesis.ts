// The Genesis NFT block: copy, status lines, the address lookup and the request helper's notices.
import type { Messages } from "../messages.ts";

export const genesis: Messages["genesis"] = {
  eyebrow: "Genesis NFT",
  title: "Mint Genesis NFT {product}",
  lead: "Koleksi pertama {product} World: tujuh hak istimewa permanen bagi pemegangnya, serta satu tiket undian Genesis.",
  privilegesTitle: "Hak istimewa pemegang",
  privileges: [
    { title: "KYC lebih awal dan penarikan cepat", detail: "Verifikasi lebih dulu dan tarik koin Anda tanpa antre." },
    { title: "Boost penambangan", detail: "Tingkat penambangan lebih tinggi di setiap sesi yang Anda mulai." },
    { title: "Akses awal ke wallet MPC/AA", detail: "Gunakan wallet MPC dan account abstraction sebelum yang lain." },
    { title: "Giveaway dan airdrop", detail: "Ikut serta dalam giveaway dan airdrop mendatang." },
    { title: "Verifikasi sosial lebih awal", detail: "Dapatkan verifikasi melalui koneksi Anda lebih dulu daripada yang lain." },
    { title: "Jalur cepat validator", detail: "Pendaftaran lewat jalur cepat sebagai validator atau mitra node." },
    { title: "Akses prioritas ke acara", detail: "Dapatkan giliran pertama di acara-acara komunitas." },
  ],
  lotteryTitle: "Undian Genesis",
  lotteryRules: [
    "Setiap Genesis NFT membawa satu tiket undian, dan ID tiketnya adalah ID NFT tersebut.",
    "Ratusan pemenang berbagi total hadiah.",
    "Pemenang memiliki waktu {hours} jam untuk mengklaim hadiahnya.",
    "Hadiah yang tidak diklaim tepat waktu akan kembali ke cadangan.",
  ],
  claimFigure: "{hours} jam",
  claimText: "untuk mengklaim hadiah",
  status: {
    live: { title: "Mint sedang berlangsung", detail: "Genesis NFT masih tersedia untuk wallet yang tercantum di whitelist yang telah dipublikasikan." },
    "sold-out": { title: "Habis terjual", detail: "Semua Genesis NFT telah di-mint. Pemegang tetap memiliki semua hak istimewa dan tiket undiannya." },
    unknown: { title: "Status tidak tersedia", detail: "Layanan mint sedang tidak merespons. Silakan periksa kembali sebentar lagi." },
  },
  outdated: "Layanan mint sedang tidak merespons, jadi status ini mungkin sudah tidak terkini.",
  listSize: "{count, plural, other {# wallet di whitelist yang dipublikasikan}}",
  lookup: {
    label: "Apakah wallet saya ada di whitelist?",
    hint: "0x diikuti 40 karakter heksadesimal; huruf besar atau kecil tidak berpengaruh.",
    noscript: "Pemeriksaan alamat memerlukan JavaScript.",
    check: "Periksa",
    headlines: {
      listed: "Ada di whitelist.",
      unlisted: "Tidak ada di whitelist.",
      malformed: "Itu bukan alamat wallet.",
      unavailable: "Whitelist sedang tidak tersedia.",
    },
    details: {
      listed: "{address} tercantum di whitelist mint Genesis yang telah dipublikasikan.",
      unlisted: "{address} tidak tercantum di whitelist mint Genesis yang telah dipublikasikan.",
      malformed: "Masukkan 0x diikuti 40 karakter heksadesimal (0-9 dan a-f).",
      unavailable: "Whitelist yang dipublikasikan tidak dapat dimuat atau kosong. Silakan coba beberapa saat lagi.",
    },
  },
  loading: "memuat...",
  requestError: "Permintaan gagal, silakan coba lagi.",
};
