// The home page's words.
import type { Messages } from "../messages.ts";

export const home: Messages["home"] = {
  hero: {
    lead: "{product} adalah jaringan geososial yang dimiliki oleh orang-orang di dalamnya. Ketuk untuk menambang, dapatkan verifikasi dari teman-teman yang mengenal Anda, dan bangun komunitas khusus pemegang token di jalan-jalan yang setiap hari Anda lalui.",
    readWhitepaper: "Baca Whitepaper",
    claims: [
      { value: "5 juta+", label: "pengguna" },
      { value: "35", label: "bahasa" },
    ],
  },
  eventBanner: {
    kicker: "{product} Hub · Acara live",
    date: "TANGGAL ACARA: {when}",
    text: "Tugas, acara, undian, airdrop, dan giveaway, semuanya live.",
    action: "Buka Hub",
  },
  sectionLabels: {
    mission: "Misi",
    gate: "Khusus pemegang token",
    docs: "Infrastruktur",
    group: "Ekosistem",
    podf: "PODF",
    vr: "Realitas campuran",
    cases: "Kegunaan",
    marketplace: "Pasar",
    stories: "Cerita",
    details: "Komunitas",
    genesis: "Genesis NFT",
    citizen: "Warga",
  },
  mission: {
    heading: "Mengapa {product} hadir",
    intro: "Sebuah jaringan hanya akan seadil cara ia dimulai. {product} berawal dari orang-orangnya, dan akan tetap menjadi milik mereka.",
    points: [
      { title: "Geospasial sejak awal", content: "Tempat itu penting. Anchor, jejak, dan peringkat mengikat komunitas dengan jalan, kafe, dan kota nyata tempat ia hidup." },
      { title: "Pendapatan dasar, onchain", content: "Ketuk logo sekali sehari untuk menambang. Protokol ini membayar orang-orang yang menjaga jaringan tetap hidup, bukan pemegang saham sebuah perusahaan." },
      { title: "Tanpa iklan di aplikasi", content: "Perhatian Anda bukan barang dagangan. Aplikasi ini bebas iklan dan tidak akan pernah menjual data profil." },
      { title: "Tanpa VC, tanpa private sale", content: "Tak seorang pun bisa membeli keunggulan di garis start. Tidak ada modal ventura dan tidak ada putaran pendanaan privat: setiap koin ditambang oleh orang yang benar-benar hadir." },
      { title: "Proof of Networking", content: "Orang diverifikasi oleh teman-teman yang mengenalnya, bukan dengan memindai mata. Tidak ada data biometrik yang dikumpulkan." },
      { title: "Dimiliki oleh para warganya", content: "Para warga memegang kunci, memberikan suara atas proposal, dan ikut memiliki kas komunitas. Mereka yang membangunnya, merekalah yang menentukan arahnya." },
    ],
    dotsLabel: "Poin misi",
    dotLabel: "Poin {n}: {title}",
  },
  gate: {
    title: "Komunitas Berdaulat Onchain",
    intro: "Komunitas khusus pemegang token, dengan kas dan aturannya sendiri. Gerbangnya tidak bertanya siapa yang mendanai Anda, tetapi apakah ada orang sungguhan yang berdiri di belakang Anda.",
    steps: [
      { title: "Bergabung", text: "Pasang aplikasinya dan dapatkan Paspor: wallet non-kustodial yang dibuat dalam hitungan detik." },
      { title: "Verifikasi", text: "Teman-teman menjamin Anda melalui Proof of Networking. Tanpa biometrik, tanpa dokumen yang harus dipindai." },
      { title: "Pegang kuncinya", text: "Token Anda adalah kunci Anda. Gerbang ini terbuka bagi pemegang token, dan hanya bagi mereka." },
      { title: "Kelola bersama", text: "Di dalam, para warga mengajukan proposal, memberikan suara, dan berbagi kas yang menjadi milik mereka semua." },
    ],
    artLabel: "Orang-orang melewati gerbang token menuju komunitas yang mengatur dirinya sendiri",
  },
  docs: {
    title: "Lapisan Jaringan",
    intro: "Empat komponen mengubah graf sosial menjadi infrastruktur: tempat, orang, reputasi, dan kunci.",
    parts: [
      {
        label: "Anchor",
        title: "Anchor",
        text: "Stasiun konektivitas untuk tokenisasi aset dunia nyata. Kafe, tempat acara, dan tempat ikonik terdaftar sebagai anchor, dan setiap kunjungan nyata menjadi data onchain yang dapat diverifikasi.",
        points: ["Tempat bergabung ke jaringan sebagai anchor onchain", "Check-in mengubah lalu lalang pengunjung menjadi bukti", "Pemilik menokenisasi akses, imbalan, dan acara"],
      },
      {
        label: "PON",
        title: "Proof of Networking (PON)",
        text: "Verifikasi manusia yang dibangun di atas hubungan antarpribadi. Orang-orang yang mengenal Anda memastikan bahwa Anda adalah satu orang sungguhan, dan data biometrik tidak pernah dikumpulkan.",
        points: ["Verifikasi lewat orang-orang yang Anda kenal", "Tanpa pindai iris, data wajah, atau sidik jari", "Akun palsu kehilangan imbalan, lingkaran yang jujur mendapatkannya"],
      },
      {
        label: "Spatial Fusion Rank",
        title: "Spatial Fusion Rank",
        text: "Reputasi yang memadukan di mana Anda berada dengan siapa yang menjamin Anda. Tempat yang konsisten dan hubungan yang tepercaya selalu menempati peringkat lebih tinggi daripada bot dan farm mana pun.",
        points: ["Riwayat lokasi dan graf kepercayaan dalam satu skor", "Tahan terhadap Sybil farm dan GPS palsu", "Menentukan siapa yang boleh memvalidasi dan siapa yang mendapat lebih banyak"],
      },
      {
        label: "Wallet AA & MPC",
        title: "Wallet AA & MPC",
        text: "Account abstraction membuat wallet terasa seperti aplikasi biasa: login dengan akun media sosial, transaksi tanpa biaya gas, tanpa seed phrase. Multi-party computation membagi kunci sehingga tidak ada satu perangkat atau server pun yang pernah memegangnya secara utuh.",
        points: ["Masuk dengan akun media sosial atau e-mail", "Transaksi tanpa biaya gas untuk aktivitas sehari-hari", "Non-kustodial: kunci milik Anda, dalam beberapa bagian"],
      },
    ],
    mpcTitle: "Cara wallet MPC menandatangani transaksi",
    mpcSteps: [
      { title: "Pembuatan Kunci Terdistribusi", text: "Bagian-bagian kunci dibuat secara terpisah dan tidak pernah digabungkan menjadi satu kunci." },
      { title: "Penandatanganan (off-chain)", text: "Bagian-bagian kunci menandatangani transaksi bersama secara off-chain, masing-masing di perangkatnya sendiri." },
      { title: "Verifikasi", text: "Blockchain memverifikasi satu tanda tangan biasa; tak seorang pun bisa tahu bahwa kuncinya terbagi." },
    ],
    partnerRoles: ["Mitra account abstraction", "Mitra infrastruktur wallet"],
  },
  group: {
    title: "Ekosistem",
    intro: "Apa yang tumbuh di atas lapisan jaringan: jejak yang bisa Anda buktikan, dunia yang bisa Anda masuki, dan aplikasi di saku Anda.",
    dotsLabel: "Bagian ekosistem",
    dots: ["PODF", "Visi VR/MR", "Beragam Kegunaan", "Pasar"],
  },
  podf: {
    title: "PODF: Proof of Digital Footprints",
    text: "Hadirlah di suatu tempat, dan simpan buktinya. PODF di-mint di tempat sebuah momen terjadi, sehingga konser, meetup, atau kunjungan pertama menjadi jejak yang tak bisa dipalsukan atau dihapus siapa pun.",
    features: [
      { title: "Bukti Permanen", text: "Tercatat onchain sesuai tempat dan waktu kejadiannya." },
      { title: "Kenangan Abadi", text: "Momen berharga tetap tersimpan, jauh setelah linimasa beralih ke hal lain." },
      { title: "Akses Eksklusif", text: "Jejak membuka akses ke acara, drop, dan ruang khusus bagi mereka yang hadir." },
      { title: "Keterlibatan Lebih Erat", text: "Komunitas menghargai kehadiran, bukan sekadar menggulir layar." },
      { title: "Verifikasi Identitas Autentik", text: "Jejak di tempat-tempat nyata memperkuat bukti bahwa seseorang adalah manusia sungguhan." },
      { title: "Keterlacakan Transparan", text: "Siapa pun dapat memeriksa asal-usul sebuah jejak." },
    ],
  },
  vr: {
    title: "Visi VR/MR",
    text: "Peta yang Anda jelajahi menjadi tempat yang bisa Anda masuki. Realitas campuran menghadirkan anchor, jejak, dan teman-teman di atas jalan di depan Anda; realitas virtual membuka kota yang sama bagi orang-orang di belahan dunia lain.",
    points: ["Realitas campuran di jalan-jalan yang Anda kenal", "Kota virtual yang dibangun dari anchor nyata", "Satu identitas di kedua dunia"],
  },
  cases: {
    title: "Beragam Kegunaan",
    text: "Berbagai kegunaan berpadu dalam satu jaringan berisi orang-orang terverifikasi dan tempat-tempat nyata.",
    tags: ["Game", "NFT", "VR/MR", "Koleksi Digital", "Metaverse", "DeFi", "DAO"],
  },
  marketplace: {
    title: "Pasar",
    text: "Perdagangkan jejak, pass, dan koleksi dengan orang-orang yang bisa Anda percaya, semuanya dari aplikasi. Unduh sekarang dan mulai menambang hari ini.",
    downloadTitle: "Unduh aplikasinya",
    downloads: [
      { label: "Google Play", note: "Android" },
      { label: "App Store", note: "iPhone" },
      { label: "APK terbaru", note: "Unduh langsung" },
    ],
  },
  stories: {
    title: "Cerita dari jaringan",
    intro: "Empat film pendek tentang cara kerja aplikasi ini dan apa yang dilakukan komunitas dengannya.",
    items: [
      { title: "Menambang sekali ketuk", desc: "Buka aplikasi, ketuk logonya, dan sesi penambangan pun dimulai. Kembali lagi besok untuk melanjutkannya." },
      { title: "Diverifikasi oleh teman", desc: "Proof of Networking dalam praktik: orang-orang yang mengenal Anda memastikan bahwa Anda memang Anda." },
      { title: "Jejak di peta", desc: "Tinggalkan PODF di tempat momen itu terjadi dan simpan momennya secara onchain." },
      { title: "Warga dan klan", desc: "Bergabunglah dengan klan, berikan suara atas proposal, dan ikut memiliki kas komunitas." },
    ],
    counter: "{n} / {total}",
    play: "Putar cerita",
    pause: "Jeda cerita",
  },
  stats: {
    title: "Komunitas di setiap benua",
    labels: ["anggota komunitas di X", "anggota di Telegram", "kota di seluruh dunia", "negara dan wilayah"],
  },
  citizen: {
    title: "Jadilah warga",
    text: "Warga adalah orang-orang yang saling memverifikasi, memegang kunci, dan menentukan langkah selanjutnya. Bergabunglah dengan lebih dari 5 juta pengguna dalam 35 bahasa, dari ketukan pertama hingga suara pertama Anda.",
    perks: ["Menambang setiap hari cukup dengan sekali ketuk", "Dapatkan lebih banyak seiring tumbuhnya lingkaran tepercaya Anda", "Ikut menentukan kas komunitas dan peta jalan lewat voting"],
    hubAction: "Jelajahi {product} Hub",
  },
};
