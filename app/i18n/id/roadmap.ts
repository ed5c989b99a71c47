// The roadmap's words, in the order of app/content/roadmap.ts.
import type { Messages } from "../messages.ts";

export const roadmap: Messages["roadmap"] = {
  entries: [
    {
      title: "Koin UBI {product}",
      extraTitles: ["Pendapatan Dasar Universal, Onchain"],
      description: "Koin yang ditambang setiap anggota dengan mengetuk tombol logo di aplikasi. Tidak ada putaran pendanaan ventura dan tidak ada private sale: pasokannya sampai ke tangan orang-orang melalui partisipasi, dan aturan yang mengaturnya tertulis dalam smart contract yang bisa dibaca siapa pun.",
      utilityMatrix: [
        "Distribusi: sesi penambangan harian dan tugas komunitas, dengan bobot lebih besar bagi manusia terverifikasi.",
        "Tokenomik: jadwal emisi yang dipublikasikan, dengan Dormancy Dilution yang mengembalikan saldo menganggur kepada anggota aktif.",
        "Integrasi smart contract: saldo dan klaim diselesaikan secara onchain, sehingga tidak ada operator yang bisa diam-diam mengubahnya.",
        "Pemrosesan transaksi yang skalabel: penyelesaian di Layer 2 membuat tip dan transfer cukup murah untuk nominal sehari-hari.",
        "Pertukaran nilai: bayar, beri tip, dan bertransaksi dengan orang-orang yang pernah Anda temui, di dalam maupun di luar aplikasi.",
        "Inklusivitas ekonomi: satu-satunya syarat untuk ikut serta hanyalah ponsel dan koneksi nyata.",
        "Tata kelola terdesentralisasi: pemegang mengajukan dan memberikan suara atas perubahan parameter melalui kas komunitas.",
      ],
      futurePerspective: "Pendapatan dasar yang tumbuh bersama jaringan, bukan bersama daftar pemegang saham: makin banyak orang sungguhan yang saling memverifikasi, makin berguna koin ini, dan makin banyak pula koin yang mengalir kepada mereka yang melakukan verifikasi.",
    },
    {
      title: "Paspor {product}",
      extraTitles: ["Satu Login untuk Web3"],
      description: "Satu identitas untuk membuka aplikasi, wallet, dan layanan mitra. Masuklah seperti biasa, dan wallet non-kustodial akan dibuat di balik layar: tanpa seed phrase yang harus disalin, tanpa ekstensi yang harus dipasang.",
      utilityMatrix: [
        "Login mulus: akun media sosial atau e-mail, dikenali di setiap aplikasi yang menerima Paspor.",
        "Wallet non-kustodial: kunci dibagi dengan multi-party computation, sehingga baik kami maupun mitra tidak dapat memindahkan dana Anda.",
        "Pembuatan wallet otomatis: wallet langsung tersedia begitu akun Anda dibuat, siap untuk klaim pertama.",
        "Keamanan: aturan account abstraction seperti batas pengeluaran, session key, dan pemulihan sosial.",
      ],
      futurePerspective: "Masuk ke aplikasi terdesentralisasi seharusnya terasa sama mudahnya dengan masuk ke aplikasi lain. Lewat Paspor, seratus juta orang berikutnya akan tiba di Web3 tanpa perlu diberi tahu bahwa mereka sudah berada di sana.",
    },
    {
      title: "Gerbang Berdaulat",
      extraTitles: ["Pintu Menuju Komunitas Onchain"],
      description: "Gerbang masuk khusus pemegang token menuju komunitas berdaulat onchain {product}. Gerbang ini memastikan bahwa Anda orang sungguhan yang terhubung dengan orang lain, lalu menempatkan Anda di peta, tanpa mengumpulkan satu pun sampel biometrik.",
      utilityMatrix: [
        "Verifikasi identitas Web3: status Anda sebagai manusia dibuktikan oleh orang-orang yang mengenal Anda, lalu dicatat sebagai kredensial milik Anda sendiri.",
        "Analitik geospasial: peta aktivitas anonim yang menunjukkan di mana komunitas hidup dan berkembang.",
        "Tokenisasi aset dunia nyata: stasiun Anchor yang membawa tempat dan aset lokal ke onchain.",
        "Jaringan lokasi terdesentralisasi: bukti lokasi dikonfirmasi oleh pengguna di sekitar, bukan oleh satu server.",
        "Proof of Networking: imbalan tiga tingkat untuk mengajak, memverifikasi, dan menjamin orang sungguhan.",
      ],
      futurePerspective: "Komunitas yang bisa membedakan anggotanya dari bot mampu mengatur dirinya sendiri. Gerbang inilah yang memastikan kas, suara, dan imbalan menjadi milik manusia, bukan milik skrip.",
    },
    {
      title: "Metaverse, Game & Infrastruktur Sosial",
      extraTitles: ["Warga", "Klan", "Kas Komunitas"],
      description: "Dunia virtual yang dibentangkan di atas dunia nyata, tempat para warga membentuk klan, membangun bersama, dan berbagi kas komunitas. Game dan fitur sosial berjalan dengan identitas dan koin yang sama, sehingga waktu yang dihabiskan untuk bermain tetap bernilai.",
      utilityMatrix: [
        "Interaksi sosial: obrolan, meetup, dan ruang klan yang terhubung dengan tempat-tempat nyata.",
        "Konten buatan pengguna: anggota membuat quest, tempat, dan item yang dinikmati orang lain, lalu mendapat penghasilan darinya.",
        "Ekonomi virtual: satu koin untuk barang, jasa, dan imbalan, dari peta hingga pasar.",
        "Oracle data lokasi: sinyal lokasi terverifikasi yang dapat dipercaya oleh game dan kontrak.",
        "Verifikasi identitas terdesentralisasi: bukti yang sama bahwa Anda manusia sungguhan, di setiap dunia dan game.",
      ],
      futurePerspective: "Realitas campuran yang justru menghargai Anda karena keluar rumah. Kami memperkirakan dunia paling digemari di jaringan ini akan dibangun oleh klan, untuk kota mereka sendiri, jauh sebelum studio mana pun sampai ke sana.",
    },
    {
      title: "Infrastruktur Geospasial All-in-One",
      extraTitles: ["Untuk Para Developer"],
      description: "Perangkat yang kami gunakan sendiri, kini terbuka bagi setiap tim yang ingin membangun aplikasi Web3 berbasis lokasi: peta, bukti, identitas, dan pembayaran dalam satu rangkaian antarmuka.",
      utilityMatrix: [
        "Perangkat developer: SDK dan API untuk bukti lokasi, pemeriksaan Proof of Networking, dan aksi wallet.",
        "Onramp: jalur masuk dari kartu dan metode pembayaran lokal, sehingga pengguna tidak perlu lewat exchange terlebih dahulu.",
        "Interoperabilitas: bridge dan antarmuka standar agar aset dan kredensial dapat berpindah ke chain dan aplikasi lain.",
      ],
      futurePerspective: "Sebuah ekosistem tumbuh ketika orang lain bisa membangun di atasnya. Kami ingin sebagian besar aplikasi yang memakai bukti-bukti ini justru bukan buatan kami.",
    },
    { title: "{product} Rollups" },
    {
      title: "Layer 2 {product}",
      extraTitles: ["Biaya Rendah", "Tanpa Perantara Tepercaya", "Sumber Terbuka"],
      description: "Rollup milik kami sendiri, dengan settlement ke salah satu chain smart contract utama, dioptimalkan untuk banyaknya transaksi kecil yang terjadi di sebuah jejaring sosial setiap detik.",
      utilityMatrix: [
        "Biaya gas rendah hingga nol: aktivitas sehari-hari disponsori atau digabung dalam batch, sehingga anggota nyaris tidak pernah melihat biaya sama sekali.",
        "Jaringan tangguh tanpa perantara tepercaya: state dibuktikan di chain dasar, sehingga tidak ada operator yang bisa menyensor atau mengubahnya.",
        "Sumber terbuka dan dapat diaudit: setiap kontrak dan komponen node dipublikasikan agar siapa pun bisa meninjau dan menjalankannya.",
      ],
      futurePerspective: "Ketika chain dibangun untuk komunitas yang menggunakannya, biaya tak lagi menjadi alasan untuk menjauh. Di rollup inilah semua lapisan sebelumnya dalam peta jalan bermuara.",
    },
  ],
};
