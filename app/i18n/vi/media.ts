// What each picture shows, for readers who cannot see it (alt text), by media key.
import type { Messages } from "../messages.ts";

export const media: Messages["media"] = {
  "home/hero": "Quả địa cầu {product} với đồng coin vàng ở trung tâm, xung quanh là những con người đến từ mọi châu lục",
  "home/app-mine": "Màn hình đào của ứng dụng {product}: nút chạm để đào màu vàng, số dư hôm nay và bạn bè ở gần",
  "home/app-hub": "Hub trong ứng dụng: nhiệm vụ hôm nay, một sự kiện cộng đồng sắp diễn ra và một vé quay thưởng Genesis",
  "home/app-genesis": "Genesis NFT trong ứng dụng: huy chương vàng, số hiệu token, vé quay thưởng và các đặc quyền của người sở hữu",
  "home/doc-anchor": "Một trạm kết nối trên dãy phố, liên kết với các địa điểm xung quanh",
  "home/doc-pon": "Một nhóm bạn bè cùng bảo chứng cho một người, mỗi liên kết đều đã được xác nhận",
  "home/doc-rank": "Những cột xếp hạng vươn lên từ bản đồ, cột cao nhất có ngôi sao trên đỉnh",
  "home/doc-wallet": "Ba phần khóa trên điện thoại, máy chủ và bản sao lưu, hợp lại thành một chữ ký được blockchain xác minh",
  "home/podf-1": "Tuyến đường đi bộ trên bản đồ thành phố, nối các địa điểm đã ghé thăm",
  "home/podf-2": "Một dấu chân được đặt tại một địa điểm trên tuyến đường",
  "home/podf-3": "Dấu chân được mint thành token PODF phía trên bản đồ",
  "home/vr": "Khung cảnh con phố nhìn qua kính VR, với bạn bè và anchor hiển thị chồng lên trên",
  "home/citizen": "Bản đồ thế giới với các công dân tụ họp tại những thành phố trên mọi châu lục",
  "home/event-banner": "Một sự kiện trên Hub: tờ lịch, vé quay thưởng, quà tặng và pháo giấy",
  "hub/hub-art": "Màn hình Hub của ứng dụng, với một nhiệm vụ, ngày sự kiện, vé quay thưởng và những món quà nổi lên từ màn hình",
  "blog/banner": "Quả địa cầu {product} với các đường kinh tuyến, những thành phố được nối với nhau bằng các đường vàng",
  roadmapIcons: {
    coin: "Biểu tượng: đồng coin vàng",
    passport: "Biểu tượng: hộ chiếu có hình quả địa cầu",
    gate: "Biểu tượng: cổng vòm",
    metaverse: "Biểu tượng: khối lập phương tượng trưng cho thế giới ảo",
    geospatial: "Biểu tượng: quả địa cầu có ghim bản đồ",
    rollups: "Biểu tượng: các lớp xếp chồng",
    network: "Biểu tượng: tấm khiên bảo vệ một mạng lưới",
  },
  hubIcons: {
    tasks: "Biểu tượng: danh sách việc cần làm",
    events: "Biểu tượng: tờ lịch có ghim bản đồ",
    lotteries: "Biểu tượng: tấm vé có ngôi sao",
    airdrops: "Biểu tượng: chiếc dù mang theo một chiếc hộp",
    giveaways: "Biểu tượng: hộp quà",
  },
};
