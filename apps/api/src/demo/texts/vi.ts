import type { LanguagePack } from './types.ts';

export const vi: LanguagePack = {
  space: ' ',
  titles: {
    pos: [
      '{name} đã trở thành công cụ tôi dùng hằng ngày',
      'Đội ngũ đáng tin và sản phẩm thực sự hoạt động tốt',
      'Trải nghiệm mượt mà ngay từ ngày đầu',
      'Một trong những dự án tốt nhất tôi dùng năm nay',
      'Phí thấp, hỗ trợ tốt, không có gì phải phàn nàn',
      '{symbol} rất đáng để theo dõi',
      'Giao diện gọn gàng và giao tiếp minh bạch',
      'Cuối cùng cũng có dự án làm đúng lộ trình',
      'Rất hài lòng sau ba tháng sử dụng',
      'Ổn định, nhanh và tài liệu đầy đủ',
    ],
    mixed: [
      'Ý tưởng hay nhưng cách triển khai còn thô',
      'Tạm ổn nhưng vẫn chưa tới',
      '{name} có tiềm năng, nhưng cần lưu ý vài điểm',
      'Dùng được, nhưng hỗ trợ nên nhanh hơn',
      'Cảm xúc lẫn lộn sau một tháng',
      'Hữu ích nhưng phí cộng dồn khá nhiều',
    ],
    neg: [
      'Đến giờ tôi khá thất vọng với {name}',
      'Quá nhiều lỗi để bỏ tiền thật vào',
      'Yêu cầu hỗ trợ của tôi không bao giờ được trả lời',
      'Hãy cẩn thận trước khi xuống tiền',
      'Lộ trình liên tục bị trì hoãn',
      'Theo tôi dự án này không xứng với mức thổi phồng',
    ],
  },
  openers: {
    pos: [
      'Tôi đã dùng {name} được vài tháng và trải nghiệm thực sự rất tốt.',
      'Lúc đầu tôi chỉ thử {name} với số tiền nhỏ, rồi cuối cùng chuyển hầu hết hoạt động sang đây.',
      'Tôi viết bài này sau khoảng ba tháng dùng {name}, chủ yếu trên điện thoại.',
      'Ban đầu tôi khá hoài nghi, nhưng {name} đã thuyết phục được tôi.',
      'Nói ngắn gọn: {name} làm đúng những gì đã hứa.',
      'Tôi biết đến {name} qua một người bạn và rất mừng vì đã thử.',
    ],
    mixed: [
      'Sau vài tuần dùng {name}, tôi có cảm xúc lẫn lộn.',
      '{name} làm tốt nhiều thứ, nhưng không phải tất cả.',
      '{name} có nhiều điểm đáng khen, và cũng có vài điều khiến tôi khó chịu.',
      'Tôi muốn thích dự án này, và phần nào tôi cũng thích thật.',
    ],
    neg: [
      'Tôi thật sự mong {name} hoạt động tốt, nhưng trải nghiệm của tôi khá bực bội.',
      'Tôi viết đánh giá này để cảnh báo những người dùng {name} khác.',
      'Sau hai tháng dùng {name}, tôi đang chuyển tiền sang nơi khác.',
      'Đáng tiếc là {name} không được như quảng cáo.',
    ],
  },
  body: {
    pos: [
      'Giao diện gọn gàng và mọi thao tác đều được giải thích trước khi ký.',
      'Giao dịch được xác nhận nhanh ngay cả vào giờ cao điểm.',
      'Tài liệu rõ ràng đến mức tôi chưa bao giờ phải hỏi ai.',
      'Đội ngũ trả lời câu hỏi trong nhóm cộng đồng gần như mỗi ngày.',
      'Phí thấp hơn hầu hết các lựa chọn khác mà tôi từng dùng.',
      'Họ cập nhật tiến độ thường xuyên và thực sự ra mắt những gì đã công bố.',
      'Báo cáo kiểm toán được đăng ngay trên trang web, điều mà tôi đánh giá cao.',
      'Trải nghiệm trên điện thoại tốt không kém trên máy tính.',
      'Tokenomics đơn giản và lịch mở khóa được công khai.',
      'Khi tôi chuyển nhầm, bộ phận hỗ trợ đã hướng dẫn tôi từng bước để khắc phục.',
      'Cộng đồng thân thiện với người mới và không chỉ bàn về giá.',
    ],
    mixed: [
      'Một số màn hình hơi khó hiểu khi dùng lần đầu.',
      'Phí gas có lúc tăng vọt đúng lúc quan trọng, nên cần chọn thời điểm.',
      'Lộ trình rất tham vọng nhưng vài cột mốc đã bị trễ nhiều tuần.',
      'Thanh khoản đủ cho giao dịch nhỏ nhưng mỏng với lệnh lớn.',
      'Giá token biến động mạnh nên khó lên kế hoạch.',
      'Có tài liệu nhưng một phần đã lỗi thời.',
    ],
    neg: [
      'Giao dịch của tôi bị treo hàng giờ liền và không ai giải thích được lý do.',
      'Ứng dụng bị văng nhiều lần khi tôi đang phê duyệt chuyển khoản.',
      'Yêu cầu hỗ trợ bị bỏ ngỏ nhiều ngày không ai trả lời.',
      'Những thay đổi quan trọng chỉ được thông báo sau khi đã áp dụng.',
      'Phí rút tiền cao hơn nhiều so với thông tin trên trang web.',
      'Ví của đội ngũ chuyển đi một lượng lớn token mà không có lời giải thích nào.',
      'Một nửa tính năng trong lộ trình vẫn ghi là “sắp ra mắt”.',
      'Nhóm Telegram toàn bot và câu hỏi thì không ai trả lời.',
    ],
  },
  category: {
    utility: {
      pos: [
        'Hoán đổi và gửi tiền chỉ mất vài cú nhấp, mức tác động giá được hiển thị trước.',
        'Stake {symbol} được chia phí công bằng và phần thưởng về đúng hạn.',
      ],
      neg: [
        'Cài đặt trượt giá bị đặt lại sau mỗi lần tải lại trang, khiến tôi thiệt hại ở một cặp biến động mạnh.',
      ],
    },
    payment: {
      pos: [
        'Thanh toán cho cửa hàng chỉ mất vài giây và biên nhận hiện ra ngay.',
        'Tháng nào tôi cũng gửi tiền cho gia đình ở nước ngoài và rẻ hơn chuyển khoản ngân hàng rất nhiều.',
      ],
      neg: ['Hai khoản thanh toán của tôi bị lỗi và phải hơn một tuần mới được hoàn tiền.'],
    },
    security: {
      pos: [
        'Nó cảnh báo một yêu cầu phê duyệt độc hại trước khi tôi ký, có lẽ đã cứu ví của tôi.',
        'Cài đặt chỉ mất mười phút và quy trình khôi phục được giải thích rõ ràng.',
      ],
      neg: ['Cảnh báo sai nhiều đến mức tôi bắt đầu phớt lờ chúng.'],
    },
    stablecoins: {
      pos: [
        'Tỷ giá neo vẫn giữ vững trong đợt thị trường giảm vừa rồi.',
        'Việc đúc và hoàn đổi diễn ra đúng như mô tả, không có phí ẩn.',
      ],
      neg: ['Giá bị lệch xuống 0,97 suốt cả ngày mà không có thông báo nào.'],
    },
    layer1: {
      pos: [
        'Khối được xác nhận cuối cùng chỉ trong vài giây và trình khám phá khối rất dễ đọc.',
        'Chạy node xác thực theo hướng dẫn chính thức khá đơn giản.',
      ],
      neg: ['Tháng trước mạng bị dừng vài giờ và bản báo cáo sự cố rất mơ hồ.'],
    },
    layer2: {
      pos: [
        'Bridge vào chỉ mất vài phút và phí trên rollup chưa tới một xu.',
        'Hầu hết ứng dụng tôi hay dùng đã có mặt ở đây nên chuyển sang rất nhẹ nhàng.',
      ],
      neg: ['Rút về mạng chính mất nhiều thời gian hơn hẳn so với tài liệu.'],
    },
    nft: {
      pos: [
        'Tác phẩm ở độ phân giải đầy đủ rất đẹp và metadata đã được cố định trên lưu trữ phi tập trung.',
        'Quyền lợi cho người nắm giữ là thật: tôi được mint sớm hai đợt và tham gia một sự kiện cộng đồng.',
      ],
      neg: [
        'Giá sàn sụp đổ sau khi mint và các quyền lợi đã hứa cho người nắm giữ chưa bao giờ xuất hiện.',
      ],
    },
  },
  closers: {
    pos: [
      'Rất đáng để giới thiệu, nhất là cho người mới.',
      'Tôi sẽ tiếp tục dùng và cập nhật đánh giá nếu có gì thay đổi.',
      'Đội ngũ cứ tiếp tục phát huy nhé.',
      'Chắc chắn đáng để thử.',
    ],
    mixed: [
      'Tôi sẽ xem lại sau vài tháng rồi mới quyết định.',
      'Đáng thử, nhưng hãy bắt đầu với số tiền nhỏ.',
      'Nếu sửa được những vấn đề này thì đây sẽ là một dự án tuyệt vời.',
    ],
    neg: [
      'Hiện tại tôi không thể giới thiệu dự án này.',
      'Hãy tự tìm hiểu kỹ và cẩn thận.',
      'Mong đội ngũ đọc được đánh giá này và cải thiện.',
    ],
  },
  replies: [
    'Cảm ơn bài đánh giá chi tiết, rất hữu ích.',
    'Tôi cũng gặp y như vậy.',
    'Tôi thì ngược lại, bộ phận hỗ trợ xử lý vấn đề của tôi trong một ngày.',
    'Bạn đã thử liên hệ họ qua Discord chưa?',
    'Ý về phí rất chuẩn.',
    'Giống với những gì tôi thấy tháng trước.',
    'Hữu ích quá, cảm ơn bạn đã chia sẻ!',
    'Bạn dùng được bao lâu rồi?',
    'Đồng ý, giao diện rất tuyệt.',
    'Đánh giá công tâm, tôi cũng sẽ chấm như vậy.',
    'Tôi thấy bạn hơi khắt khe, nhưng cũng hợp lý.',
    'Lưu lại để tham khảo trước khi đầu tư.',
    'Bài viết hay quá.',
    'Đồng ý',
  ],
  authorReplies: [
    'Cảm ơn bạn! Tôi sẽ cập nhật đánh giá sau bản phát hành tới.',
    'Câu hỏi hay, khoảng ba tháng rồi.',
    'Cảm ơn nhé, có gì cứ hỏi tôi.',
  ],
  hashtags: {
    general: ['web3', 'tiềnđiệntử', 'đầutư'],
    utility: ['DeFi', 'staking'],
    payment: ['thanhtoán'],
    security: ['bảomật'],
    stablecoins: ['stablecoin'],
    layer1: ['blockchain'],
    layer2: ['layer2'],
    nft: ['NFT', 'nghệthuậtsố'],
  },
  bios: [
    'Dùng DeFi từ năm 2021. Luôn thử giao thức mới với số tiền nhỏ trước.',
    'Sưu tầm NFT và thỉnh thoảng vẽ tranh.',
    'Ban ngày là lập trình viên, ban đêm đi farm lợi nhuận.',
    'Nắm giữ dài hạn. Không phải lời khuyên tài chính.',
  ],
  donationMessages: ['Cảm ơn bài đánh giá trung thực!', 'Viết hay lắm, mời bạn ly cà phê.'],
};
