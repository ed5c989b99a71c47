// The app screens' words in each language the site speaks besides English (English: EN in strings.ts).
import { site } from "../../../../app/site.ts";
import type { GenesisStrings, MineStrings } from "./strings.ts";

/** A screen's words in another language, and the faces it is set in (Inter for Latin letters and digits, then the
 * script's Noto face). Figures are written the way each language writes them; the glossary's terms apply here too
 * (lucky draw, mint, wallet). */
export interface Localized {
  family: string;
  rtl?: boolean;
  mine: MineStrings;
  genesis: GenesisStrings;
}

const face = (noto?: string) => (noto ? `Inter, '${noto}', sans-serif` : "Inter, 'Noto Sans', sans-serif");
const collection = `${site.name} Genesis`;
/** A figure with its sign kept on its side inside right-to-left text (a left-to-right isolate). */
const ltr = (figure: string) => `\u2066${figure}\u2069`;

export const LOCALIZED: Record<"ko" | "tr" | "vi" | "hi" | "bn" | "id" | "ar", Localized> = {
  ko: {
    family: face("Noto Sans CJK KR"),
    mine: {
      time: "9:41",
      balanceLabel: "잔액",
      balance: "1,284.40",
      today: "오늘 +12.5",
      tap: "탭해서 채굴하기",
      sessionLeft: "세션 18시간 남음",
      streak: "12일 연속",
      boosting: "친구 8명",
      nearby: "근처 친구",
      seeMap: "지도",
    },
    genesis: {
      time: "9:41",
      title: "Genesis NFT",
      tokenId: "#0427",
      collection,
      minted: "민팅 완료",
      ticket: "추첨권 #0427",
      ticketNote: "내 NFT와 같은 번호예요",
      privileges: "보유자 혜택 7가지",
      privilegeList: ["채굴 부스트", "MPC 지갑 얼리 액세스"],
      more: "5개 더보기",
    },
  },
  tr: {
    family: face(),
    mine: {
      time: "9:41",
      balanceLabel: "Bakiye",
      balance: "1.284,40",
      today: "Bugün +12,5",
      tap: "Madencilik için dokunun",
      sessionLeft: "Oturumda 18 sa kaldı",
      streak: "12 günlük seri",
      boosting: "8 arkadaş",
      nearby: "Yakındaki arkadaşlar",
      seeMap: "Harita",
    },
    genesis: {
      time: "9:41",
      title: "Genesis NFT",
      tokenId: "#0427",
      collection,
      minted: "Mint edildi",
      ticket: "Çekiliş bileti #0427",
      ticketNote: "NFT'nizle aynı numara",
      privileges: "7 özel ayrıcalık",
      privilegeList: ["Madencilik hızlandırması", "MPC cüzdanına erken erişim"],
      more: "+5 daha",
    },
  },
  vi: {
    family: face(),
    mine: {
      time: "9:41",
      balanceLabel: "Số dư",
      balance: "1.284,40",
      today: "+12,5 hôm nay",
      tap: "Chạm để đào",
      sessionLeft: "Phiên còn 18 giờ",
      streak: "Chuỗi 12 ngày",
      boosting: "8 bạn",
      nearby: "Bạn bè ở gần",
      seeMap: "Bản đồ",
    },
    genesis: {
      time: "9:41",
      title: "Genesis NFT",
      tokenId: "#0427",
      collection,
      minted: "Đã mint",
      ticket: "Vé quay thưởng #0427",
      ticketNote: "Cùng ID với NFT của bạn",
      privileges: "7 đặc quyền",
      privilegeList: ["Tăng tốc đào", "Truy cập sớm ví MPC"],
      more: "+5 khác",
    },
  },
  hi: {
    family: face("Noto Sans Devanagari"),
    mine: {
      time: "9:41",
      balanceLabel: "बैलेंस",
      balance: "1,284.40",
      today: "आज +12.5",
      tap: "टैप करके माइन करें",
      sessionLeft: "सेशन में 18 घंटे बाक़ी",
      streak: "12 दिन की स्ट्रीक",
      boosting: "8 दोस्त",
      nearby: "आस-पास के दोस्त",
      seeMap: "मैप",
    },
    genesis: {
      time: "9:41",
      title: "Genesis NFT",
      tokenId: "#0427",
      collection,
      minted: "मिंट हो गया",
      ticket: "लकी ड्रॉ टिकट #0427",
      ticketNote: "आपके NFT वाला ही नंबर",
      privileges: "होल्डर्स के 7 ख़ास फ़ायदे",
      privilegeList: ["माइनिंग बूस्ट", "MPC वॉलेट का अर्ली एक्सेस"],
      more: "+5 और",
    },
  },
  bn: {
    family: face("Noto Sans Bengali"),
    mine: {
      time: "9:41",
      balanceLabel: "ব্যালান্স",
      balance: "1,284.40",
      today: "আজ +12.5",
      tap: "মাইন করতে ট্যাপ করুন",
      sessionLeft: "সেশনে আর 18 ঘণ্টা বাকি",
      streak: "টানা 12 দিন",
      boosting: "8 জন বন্ধু",
      nearby: "কাছাকাছি বন্ধুরা",
      seeMap: "ম্যাপ",
    },
    genesis: {
      time: "9:41",
      title: "Genesis NFT",
      tokenId: "#0427",
      collection,
      minted: "মিন্ট হয়েছে",
      ticket: "লাকি ড্র টিকিট #0427",
      ticketNote: "NFT-র সঙ্গে একই আইডি",
      privileges: "হোল্ডারদের 7টি সুবিধা",
      privilegeList: ["মাইনিং বুস্ট", "MPC ওয়ালেটে আগাম অ্যাক্সেস"],
      more: "আরও 5টি",
    },
  },
  id: {
    family: face(),
    mine: {
      time: "9:41",
      balanceLabel: "Saldo",
      balance: "1.284,40",
      today: "+12,5 hari ini",
      tap: "Ketuk untuk menambang",
      sessionLeft: "Sesi tersisa 18 jam",
      streak: "Streak 12 hari",
      boosting: "8 teman",
      nearby: "Teman di sekitar",
      seeMap: "Peta",
    },
    genesis: {
      time: "9:41",
      title: "Genesis NFT",
      tokenId: "#0427",
      collection,
      minted: "Sudah di-mint",
      ticket: "Tiket undian #0427",
      ticketNote: "ID sama dengan NFT Anda",
      privileges: "7 hak istimewa",
      privilegeList: ["Boost penambangan", "Akses awal wallet MPC"],
      more: "+5 lainnya",
    },
  },
  ar: {
    family: face("Noto Sans Arabic"),
    rtl: true,
    mine: {
      time: "9:41",
      balanceLabel: "الرصيد",
      balance: "1,284.40",
      today: `${ltr("+12.5")} اليوم`,
      tap: "انقر لتبدأ التعدين",
      sessionLeft: "تبقّى 18 ساعة من الجلسة",
      streak: "12 يومًا متتاليًا",
      boosting: "8 أصدقاء",
      nearby: "أصدقاء بالقرب منك",
      seeMap: "الخريطة",
    },
    genesis: {
      time: "9:41",
      title: "Genesis NFT",
      tokenId: "#0427",
      collection,
      minted: "تم السكّ",
      ticket: `تذكرة السحب ${ltr("#0427")}`,
      ticketNote: "بنفس رقم الـ NFT الخاص بك",
      privileges: "7 امتيازات للحاملين",
      privilegeList: ["تعزيز التعدين", "وصول مبكر إلى محفظة MPC"],
      more: `${ltr("+5")} أخرى`,
    },
  },
};
