// The Genesis NFT block: copy, status lines, the address lookup and the request helper's notices.
import type { Messages } from "../messages.ts";

export const genesis: Messages["genesis"] = {
  eyebrow: "Genesis NFT",
  title: "Đợt mint {product} Genesis NFT",
  lead: "Bộ sưu tập đầu tiên của {product} World: bảy đặc quyền lâu dài dành cho người sở hữu, cùng một vé tham gia đợt quay thưởng may mắn Genesis.",
  privilegesTitle: "Đặc quyền của người sở hữu",
  privileges: [
    { title: "KYC sớm và rút tiền nhanh", detail: "Xác minh trước và rút coin mà không phải xếp hàng." },
    { title: "Tăng tốc đào", detail: "Tốc độ đào cao hơn trong mọi phiên bạn bắt đầu." },
    { title: "Truy cập sớm ví MPC/AA", detail: "Dùng ví MPC và trừu tượng hóa tài khoản trước mọi người." },
    { title: "Giveaway và airdrop", detail: "Một suất trong các đợt giveaway và airdrop sắp tới." },
    { title: "Xác minh xã hội sớm", detail: "Được xác minh qua các mối quan hệ của bạn trước phần đông cộng đồng." },
    { title: "Kênh ưu tiên cho validator", detail: "Nộp đơn qua kênh ưu tiên để trở thành validator hoặc đối tác node." },
    { title: "Ưu tiên tham gia sự kiện", detail: "Luôn được ưu tiên ở các sự kiện cộng đồng." },
  ],
  lotteryTitle: "Quay thưởng may mắn Genesis",
  lotteryRules: [
    "Mỗi Genesis NFT kèm một vé quay thưởng may mắn, và ID của vé chính là ID của NFT.",
    "Hàng trăm người trúng giải cùng chia nhau quỹ giải thưởng.",
    "Người trúng giải có {hours} giờ để nhận thưởng.",
    "Phần thưởng không được nhận đúng hạn sẽ quay về quỹ dự trữ.",
  ],
  claimFigure: "{hours} giờ",
  claimText: "để nhận thưởng",
  status: {
    live: { title: "Đang mở mint", detail: "Genesis NFT vẫn còn cho các ví có trong whitelist đã công bố." },
    "sold-out": { title: "Đã bán hết", detail: "Toàn bộ Genesis NFT đã được mint. Người sở hữu vẫn giữ mọi đặc quyền và vé quay thưởng của mình." },
    unknown: { title: "Chưa rõ trạng thái", detail: "Dịch vụ mint hiện chưa phản hồi. Vui lòng kiểm tra lại sau ít phút." },
  },
  outdated: "Dịch vụ mint hiện không phản hồi, nên trạng thái này có thể chưa được cập nhật.",
  listSize: "{count, plural, other {# ví trong whitelist đã công bố}}",
  lookup: {
    label: "Ví của tôi có trong whitelist không?",
    hint: "0x theo sau là 40 ký tự thập lục phân; không phân biệt chữ hoa, chữ thường.",
    noscript: "Cần bật JavaScript để kiểm tra địa chỉ.",
    check: "Kiểm tra",
    headlines: {
      listed: "Có trong whitelist.",
      unlisted: "Không có trong whitelist.",
      malformed: "Đây không phải địa chỉ ví.",
      unavailable: "Whitelist hiện không khả dụng.",
    },
    details: {
      listed: "{address} có trong whitelist mint Genesis đã công bố.",
      unlisted: "{address} không có trong whitelist mint Genesis đã công bố.",
      malformed: "Hãy nhập 0x, theo sau là 40 ký tự thập lục phân (0-9 và a-f).",
      unavailable: "Không thể tải whitelist đã công bố, hoặc whitelist đang trống. Vui lòng thử lại sau giây lát.",
    },
  },
  loading: "đang tải...",
  requestError: "Lỗi yêu cầu, vui lòng thử lại.",
};
