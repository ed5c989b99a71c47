// The home page's words.
import type { Messages } from "../messages.ts";

export const home: Messages["home"] = {
  hero: {
    lead: "{product} là mạng lưới địa xã hội thuộc về chính những người tham gia. Chạm để đào, được xác minh bởi chính những người quen biết bạn, và cùng xây dựng một cộng đồng chỉ dành cho người nắm giữ token ngay trên những con phố bạn vẫn đi qua mỗi ngày.",
    readWhitepaper: "Đọc Whitepaper",
    claims: [
      { value: "5 triệu+", label: "người dùng" },
      { value: "35", label: "ngôn ngữ" },
    ],
  },
  eventBanner: {
    kicker: "{product} Hub · Sự kiện đang diễn ra",
    date: "NGÀY SỰ KIỆN: {when}",
    text: "Nhiệm vụ, sự kiện, quay thưởng may mắn, airdrop và giveaway, tất cả đang diễn ra.",
    action: "Mở Hub",
  },
  sectionLabels: {
    mission: "Sứ mệnh",
    gate: "Chỉ dành cho người nắm giữ token",
    docs: "Hạ tầng",
    group: "Hệ sinh thái",
    podf: "PODF",
    vr: "Thực tế hỗn hợp",
    cases: "Ứng dụng",
    marketplace: "Marketplace",
    stories: "Câu chuyện",
    details: "Cộng đồng",
    genesis: "Genesis NFT",
    citizen: "Công dân",
  },
  mission: {
    heading: "Vì sao {product} ra đời",
    intro: "Một mạng lưới chỉ công bằng khi khởi đầu của nó công bằng. {product} bắt đầu từ con người, và mãi đồng hành cùng họ.",
    points: [
      { title: "Lấy không gian địa lý làm nền tảng", content: "Địa điểm có ý nghĩa. Anchor, dấu chân và thứ hạng gắn kết cộng đồng với những con phố, quán cà phê và thành phố có thật, nơi cộng đồng đang sống." },
      { title: "Thu nhập cơ bản, onchain", content: "Mỗi ngày chạm vào logo một lần để đào. Giao thức trả thưởng cho những người giữ mạng lưới luôn sống động, chứ không phải cho cổ đông của một công ty nào." },
      { title: "Không quảng cáo trong ứng dụng", content: "Sự chú ý của bạn không phải là sản phẩm. Ứng dụng không có quảng cáo và sẽ không bao giờ bán dữ liệu hồ sơ của bạn." },
      { title: "Không VC, không vòng bán riêng", content: "Không ai mua được lợi thế đi trước. Không có vốn đầu tư mạo hiểm, không có vòng gọi vốn riêng: mỗi đồng coin đều do một người thật sự có mặt đào ra." },
      { title: "Proof of Networking", content: "Con người được xác minh nhờ những người bạn quen biết mình, chứ không phải bằng cách quét mắt. Không thu thập bất kỳ dữ liệu sinh trắc học nào." },
      { title: "Thuộc về các công dân", content: "Công dân nắm giữ chìa khóa, bỏ phiếu cho các đề xuất và cùng chia sẻ ngân quỹ. Chính những người xây dựng mạng lưới sẽ quyết định hướng đi của nó." },
    ],
    dotsLabel: "Các điểm trong sứ mệnh",
    dotLabel: "Điểm {n}: {title}",
  },
  gate: {
    title: "Cộng đồng tự chủ onchain",
    intro: "Một cộng đồng chỉ dành cho người nắm giữ token, có ngân quỹ riêng và luật lệ riêng. Cánh cổng không hỏi ai đã rót vốn cho bạn, mà hỏi liệu có những con người thật đứng sau bạn hay không.",
    steps: [
      { title: "Gia nhập", text: "Cài ứng dụng và nhận Hộ chiếu: một ví phi lưu ký được tạo chỉ trong vài giây." },
      { title: "Xác minh", text: "Bạn bè bảo chứng cho bạn thông qua Proof of Networking. Không sinh trắc học, không giấy tờ phải quét." },
      { title: "Giữ chìa khóa", text: "Token chính là chìa khóa của bạn. Cánh cổng chỉ mở cho người nắm giữ token, và chỉ cho họ mà thôi." },
      { title: "Quản trị", text: "Bên trong, các công dân đề xuất, bỏ phiếu và cùng chia sẻ ngân quỹ thuộc về tất cả mọi người." },
    ],
    artLabel: "Mọi người đi qua cánh cổng token để bước vào một cộng đồng tự quản",
  },
  docs: {
    title: "Lớp kết nối",
    intro: "Bốn thành phần biến một đồ thị xã hội thành hạ tầng: địa điểm, con người, uy tín và chìa khóa.",
    parts: [
      {
        label: "Anchor",
        title: "Anchor",
        text: "Trạm kết nối để token hóa tài sản thực. Quán cà phê, địa điểm sự kiện và các địa danh đăng ký làm anchor; mỗi lượt ghé thăm thật đều trở thành dữ liệu onchain có thể kiểm chứng.",
        points: ["Địa điểm gia nhập mạng lưới dưới dạng anchor onchain", "Check-in biến lượt khách ghé thăm thành bằng chứng", "Chủ địa điểm token hóa quyền truy cập, phần thưởng và sự kiện"],
      },
      {
        label: "PON",
        title: "Proof of Networking (PON)",
        text: "Xác minh con người dựa trên các mối quan hệ giữa người với người. Những người biết bạn sẽ xác nhận bạn là một người thật và duy nhất; dữ liệu sinh trắc học không bao giờ bị thu thập.",
        points: ["Xác minh thông qua những người bạn quen biết", "Không quét mống mắt, không dữ liệu khuôn mặt, không vân tay", "Tài khoản giả mất phần thưởng, nhóm trung thực được thưởng thêm"],
      },
      {
        label: "Spatial Fusion Rank",
        title: "Spatial Fusion Rank",
        text: "Uy tín kết hợp nơi bạn có mặt với những người bảo chứng cho bạn. Những địa điểm quen thuộc và các mối quan hệ đáng tin luôn được xếp hạng cao hơn mức mà bot hay trang trại tài khoản có thể đạt được.",
        points: ["Lịch sử vị trí và mạng lưới tin cậy gộp trong một điểm số", "Chống trang trại Sybil và GPS giả mạo", "Quyết định ai được làm validator và ai nhận nhiều hơn"],
      },
      {
        label: "Ví AA & MPC",
        title: "Ví AA & MPC",
        text: "Trừu tượng hóa tài khoản (account abstraction) giúp ví dễ dùng như một ứng dụng: đăng nhập bằng mạng xã hội, giao dịch không tốn phí gas, không cần cụm từ khôi phục. Tính toán đa bên (multi-party computation) chia nhỏ khóa để không một thiết bị hay máy chủ nào nắm giữ trọn vẹn khóa.",
        points: ["Đăng nhập bằng tài khoản mạng xã hội hoặc e-mail", "Giao dịch không tốn phí gas cho thao tác hằng ngày", "Phi lưu ký: khóa là của bạn, được chia thành nhiều phần"],
      },
    ],
    mpcTitle: "Ví MPC ký giao dịch như thế nào",
    mpcSteps: [
      { title: "Tạo khóa phân tán", text: "Các phần khóa được tạo riêng rẽ và không bao giờ được ghép lại thành một khóa." },
      { title: "Ký (off-chain)", text: "Các phần khóa cùng ký một giao dịch off-chain, mỗi phần trên thiết bị riêng của mình." },
      { title: "Xác minh", text: "Blockchain chỉ xác minh một chữ ký thông thường: không ai nhận ra chữ ký ấy được tạo từ nhiều phần khóa." },
    ],
    partnerRoles: ["Đối tác trừu tượng hóa tài khoản", "Đối tác hạ tầng ví"],
  },
  group: {
    title: "Hệ sinh thái",
    intro: "Những gì phát triển trên lớp kết nối: dấu chân bạn có thể chứng minh, thế giới bạn có thể bước vào, và một ứng dụng ngay trong túi bạn.",
    dotsLabel: "Các phần của hệ sinh thái",
    dots: ["PODF", "Tầm nhìn VR/MR", "Ứng dụng đa dạng", "Marketplace"],
  },
  podf: {
    title: "PODF: Bằng chứng Dấu chân Số",
    text: "Hãy có mặt và giữ lại bằng chứng. PODF được mint ngay tại nơi khoảnh khắc diễn ra, nên một buổi hòa nhạc, một buổi gặp mặt hay lần đầu ghé thăm đều trở thành dấu chân mà không ai có thể làm giả hay xóa bỏ.",
    features: [
      { title: "Bằng chứng bất biến", text: "Được ghi onchain ngay tại địa điểm và thời điểm sự việc diễn ra." },
      { title: "Kỷ niệm vượt thời gian", text: "Những khoảnh khắc ý nghĩa vẫn ở lại, dù bảng tin đã trôi đi từ lâu." },
      { title: "Quyền truy cập độc quyền", text: "Dấu chân mở khóa sự kiện, đợt drop và không gian riêng cho những ai đã có mặt." },
      { title: "Tăng cường tương tác", text: "Cộng đồng tưởng thưởng cho việc có mặt, chứ không chỉ lướt qua." },
      { title: "Xác minh danh tính chân thực", text: "Hành trình qua những địa điểm có thật càng củng cố danh tính của một con người thật." },
      { title: "Truy xuất minh bạch", text: "Bất kỳ ai cũng có thể kiểm tra nguồn gốc của một dấu chân." },
    ],
  },
  vr: {
    title: "Tầm nhìn VR/MR",
    text: "Bản đồ nơi bạn vẫn dạo bước trở thành không gian bạn có thể bước vào. Thực tế hỗn hợp phủ anchor, dấu chân và bạn bè lên con phố ngay trước mắt bạn; thực tế ảo mở cùng thành phố ấy cho những người ở bên kia địa cầu.",
    points: ["Thực tế hỗn hợp trên những con phố quen thuộc", "Thành phố ảo dựng từ những anchor thật", "Một danh tính cho cả hai thế giới"],
  },
  cases: {
    title: "Ứng dụng đa dạng",
    text: "Nhiều ứng dụng cùng hội tụ trên một mạng lưới gồm những con người đã xác minh và những địa điểm có thật.",
    tags: ["Game", "NFT", "VR/MR", "Sưu tầm số", "Metaverse", "DeFi", "DAO"],
  },
  marketplace: {
    title: "Marketplace",
    text: "Giao dịch dấu chân, thẻ thông hành và vật phẩm sưu tầm với những người bạn có thể tin tưởng, tất cả ngay trong ứng dụng. Tải ứng dụng và bắt đầu đào ngay hôm nay.",
    downloadTitle: "Tải ứng dụng",
    downloads: [
      { label: "Google Play", note: "Android" },
      { label: "App Store", note: "iPhone" },
      { label: "APK mới nhất", note: "Tải trực tiếp" },
    ],
  },
  stories: {
    title: "Câu chuyện từ mạng lưới",
    intro: "Bốn thước phim ngắn về cách ứng dụng hoạt động và những gì cộng đồng làm với nó.",
    items: [
      { title: "Chạm để đào", desc: "Mở ứng dụng, chạm vào logo là phiên đào bắt đầu. Ngày mai quay lại để duy trì phiên đào." },
      { title: "Được bạn bè xác minh", desc: "Proof of Networking trong thực tế: những người biết bạn xác nhận bạn đúng là bạn." },
      { title: "Dấu chân trên bản đồ", desc: "Đặt một PODF ngay tại nơi sự việc diễn ra và lưu giữ khoảnh khắc ấy onchain." },
      { title: "Công dân và bang hội", desc: "Gia nhập một bang hội, bỏ phiếu cho các đề xuất và cùng chia sẻ ngân quỹ." },
    ],
    counter: "{n} / {total}",
    play: "Phát câu chuyện",
    pause: "Tạm dừng câu chuyện",
  },
  stats: {
    title: "Cộng đồng trên khắp các châu lục",
    labels: ["thành viên cộng đồng trên X", "thành viên trên Telegram", "thành phố trên toàn thế giới", "quốc gia và vùng lãnh thổ"],
  },
  citizen: {
    title: "Trở thành công dân",
    text: "Công dân là những người xác minh cho nhau, nắm giữ chìa khóa và quyết định bước đi tiếp theo. Hãy đồng hành cùng hơn 5 triệu người dùng nói 35 ngôn ngữ, từ lần chạm đầu tiên đến lá phiếu đầu tiên của bạn.",
    perks: ["Đào mỗi ngày chỉ với một lần chạm", "Kiếm nhiều hơn khi nhóm tin cậy của bạn lớn dần", "Bỏ phiếu về ngân quỹ và lộ trình"],
    hubAction: "Khám phá {product} Hub",
  },
};
