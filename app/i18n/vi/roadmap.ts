// The roadmap's words, in the order of app/content/roadmap.ts.
import type { Messages } from "../messages.ts";

export const roadmap: Messages["roadmap"] = {
  entries: [
    {
      title: "Đồng coin UBI {product}",
      extraTitles: ["Thu nhập cơ bản toàn dân, onchain"],
      description: "Đồng coin mà mọi thành viên đào bằng cách chạm vào nút logo trong ứng dụng. Không có vốn đầu tư mạo hiểm, không có vòng bán riêng: nguồn cung đến tay mọi người thông qua sự tham gia, và các quy tắc chi phối nó được viết trong hợp đồng thông minh mà ai cũng có thể đọc.",
      utilityMatrix: [
        "Phân phối: phiên đào hằng ngày và nhiệm vụ cộng đồng, ưu tiên những người thật đã được xác minh.",
        "Tokenomics: lịch phát hành được công bố công khai, cùng cơ chế Dormancy Dilution đưa số dư nhàn rỗi về tay các thành viên tích cực.",
        "Tích hợp hợp đồng thông minh: số dư và lượt nhận thưởng được quyết toán onchain, nên không nhà vận hành nào có thể âm thầm sửa đổi.",
        "Xử lý giao dịch có khả năng mở rộng: quyết toán trên Layer 2 giúp tiền tip và chuyển khoản đủ rẻ cho những khoản nhỏ hằng ngày.",
        "Trao đổi giá trị: thanh toán, tip và giao dịch với những người bạn đã gặp, cả trong lẫn ngoài ứng dụng.",
        "Hòa nhập kinh tế: chỉ cần một chiếc điện thoại và những mối quan hệ thật là đủ để tham gia.",
        "Quản trị phi tập trung: người nắm giữ đề xuất và bỏ phiếu thay đổi tham số thông qua ngân quỹ cộng đồng.",
      ],
      futurePerspective: "Một khoản thu nhập cơ bản lớn lên cùng mạng lưới chứ không phải cùng bảng cơ cấu cổ đông: càng nhiều người thật xác minh cho nhau, đồng coin càng đáng dùng, và càng nhiều coin chảy về tay những người đang làm công việc xác minh.",
    },
    {
      title: "Hộ chiếu {product}",
      extraTitles: ["Một lần đăng nhập cho cả Web3"],
      description: "Một danh tính duy nhất để mở ứng dụng, ví và các dịch vụ đối tác. Đăng nhập theo cách bạn vẫn quen, và một ví phi lưu ký sẽ được tạo sẵn phía sau: không cần chép lại cụm từ khôi phục, không cần cài tiện ích mở rộng.",
      utilityMatrix: [
        "Đăng nhập liền mạch: bằng tài khoản mạng xã hội hoặc e-mail, được công nhận trên mọi ứng dụng chấp nhận Hộ chiếu.",
        "Ví phi lưu ký: khóa được chia nhỏ bằng tính toán đa bên, nên cả chúng tôi lẫn đối tác đều không thể di chuyển tiền của bạn.",
        "Tự động tạo ví: ví có ngay khi tài khoản của bạn được tạo, sẵn sàng cho lần nhận thưởng đầu tiên.",
        "Bảo mật: các quy tắc trừu tượng hóa tài khoản như hạn mức chi tiêu, khóa phiên và khôi phục xã hội (social recovery).",
      ],
      futurePerspective: "Đăng nhập vào một ứng dụng phi tập trung cũng nên dễ như đăng nhập vào bất cứ đâu. Hộ chiếu là cách để hàng trăm triệu người tiếp theo đến với Web3 mà không cần ai phải nói cho họ biết rằng đó là Web3.",
    },
    {
      title: "Cổng Tự chủ",
      extraTitles: ["Cánh cửa vào cộng đồng onchain"],
      description: "Lối vào dành cho người nắm giữ token, dẫn vào cộng đồng tự chủ onchain của {product}. Cánh cổng kiểm tra rằng bạn là một người thật, có kết nối thật, rồi đặt bạn lên bản đồ mà không thu thập dù chỉ một mẫu sinh trắc học.",
      utilityMatrix: [
        "Xác minh danh tính Web3: tư cách con người được chứng minh bởi những người biết bạn, lưu thành chứng chỉ thuộc quyền sở hữu của bạn.",
        "Phân tích không gian địa lý: bản đồ hoạt động đã ẩn danh hóa, cho thấy cộng đồng đang sôi động và phát triển ở đâu.",
        "Token hóa tài sản thực: các trạm Anchor đưa địa điểm và tài sản địa phương lên onchain.",
        "Mạng lưới vị trí phi tập trung: bằng chứng vị trí do những người ở gần xác nhận, không phụ thuộc vào một máy chủ duy nhất.",
        "Proof of Networking: phần thưởng ba cấp cho việc mời, xác minh và bảo chứng cho người thật.",
      ],
      futurePerspective: "Một cộng đồng phân biệt được thành viên với bot thì có thể tự quản trị. Cánh cổng chính là thứ giúp ngân quỹ, lá phiếu và phần thưởng thuộc về con người, chứ không phải về các đoạn script.",
    },
    {
      title: "Metaverse, Game & Hạ tầng xã hội",
      extraTitles: ["Công dân", "Bang hội", "Ngân quỹ"],
      description: "Một thế giới ảo phủ lên thế giới thực, nơi các công dân lập bang hội, cùng nhau xây dựng và chia sẻ ngân quỹ. Trò chơi và tính năng xã hội chạy trên cùng một danh tính và cùng một đồng coin, nên thời gian chơi cũng được ghi nhận.",
      utilityMatrix: [
        "Tương tác xã hội: trò chuyện, gặp mặt và không gian bang hội gắn với những địa điểm có thật.",
        "Nội dung do người dùng tạo: thành viên xây dựng nhiệm vụ, địa điểm và vật phẩm cho người khác trải nghiệm, và kiếm thu nhập từ đó.",
        "Kinh tế trong thế giới ảo: một đồng coin cho hàng hóa, dịch vụ và phần thưởng, từ bản đồ đến marketplace.",
        "Oracle dữ liệu vị trí: tín hiệu vị trí đã xác minh mà trò chơi và hợp đồng có thể tin cậy.",
        "Xác minh danh tính phi tập trung: cùng một tư cách con người đã được chứng minh trong mọi thế giới và trò chơi.",
      ],
      futurePerspective: "Một thực tế hỗn hợp tưởng thưởng cho những ai bước ra ngoài. Chúng tôi tin rằng những thế giới được yêu thích nhất trên mạng lưới sẽ do các bang hội xây dựng cho chính thành phố của mình, từ rất lâu trước khi một studio nào kịp đặt chân đến.",
    },
    {
      title: "Hạ tầng không gian địa lý tất cả trong một",
      extraTitles: ["Dành cho nhà phát triển"],
      description: "Những công cụ mà chính chúng tôi đang dùng, nay mở cho mọi đội ngũ muốn xây dựng ứng dụng Web3 dựa trên vị trí: bản đồ, bằng chứng, danh tính và thanh toán trong cùng một bộ giao diện.",
      utilityMatrix: [
        "Công cụ cho nhà phát triển: SDK và API cho bằng chứng vị trí, kiểm tra Proof of Networking và thao tác ví.",
        "Kênh nạp tiền: nạp trực tiếp từ thẻ và các phương thức thanh toán địa phương, để người dùng không cần đến sàn giao dịch trước.",
        "Khả năng tương tác: cầu nối và giao diện chuẩn để tài sản và chứng chỉ di chuyển sang các chuỗi và ứng dụng khác.",
      ],
      futurePerspective: "Một hệ sinh thái lớn mạnh khi người khác có thể xây dựng trên đó. Mục tiêu của chúng tôi là phần lớn ứng dụng sử dụng những bằng chứng này sẽ không phải do chúng tôi viết ra.",
    },
    { title: "{product} Rollups" },
    {
      title: "Layer 2 của {product}",
      extraTitles: ["Phí thấp", "Không cần tin cậy", "Mã nguồn mở"],
      description: "Một rollup của riêng chúng tôi, quyết toán trên một chuỗi hợp đồng thông minh lớn và được tối ưu cho vô số giao dịch nhỏ mà một mạng xã hội tạo ra mỗi giây.",
      utilityMatrix: [
        "Phí gas thấp hoặc bằng không: các thao tác hằng ngày được tài trợ hoặc gộp lại, nên thành viên hầu như không phải thấy phí.",
        "Mạng lưới bền bỉ, không cần tin cậy: trạng thái được chứng minh trên chuỗi gốc, nên không nhà vận hành nào có thể kiểm duyệt hay sửa đổi.",
        "Mã nguồn mở có thể kiểm toán: mọi hợp đồng và thành phần node đều được công bố để bất kỳ ai cũng có thể xem xét và tự vận hành.",
      ],
      futurePerspective: "Khi chuỗi được xây dựng cho chính cộng đồng sử dụng nó, phí không còn là lý do khiến người ta đứng ngoài. Rollup là nơi mọi lớp trước đó trong lộ trình cùng quyết toán.",
    },
  ],
};
