// The Genesis NFT block (home page and the Genesis articles): copy, status lines, the address lookup and notices.
import type { Messages } from "../messages.ts";

export const genesis: Messages["genesis"] = {
  eyebrow: "Genesis NFT",
  title: "{product} Genesis NFT 민팅",
  lead: "{product} World 최초의 컬렉션입니다. 보유자에게는 일곱 가지 영구 혜택과 Genesis 추첨권이 주어집니다.",
  privilegesTitle: "보유자 혜택",
  privileges: [
    { title: "KYC 우선 진행 및 빠른 출금", detail: "가장 먼저 인증받고, 대기 없이 코인을 출금할 수 있습니다." },
    { title: "채굴 부스트", detail: "시작하는 모든 채굴 세션에 더 높은 채굴 효율이 적용됩니다." },
    { title: "MPC/AA 지갑 얼리 액세스", detail: "MPC·계정 추상화 지갑을 누구보다 먼저 이용할 수 있습니다." },
    { title: "경품 이벤트 및 에어드롭", detail: "향후 진행될 경품 이벤트와 에어드롭 대상에 포함됩니다." },
    { title: "소셜 인증 우선 진행", detail: "다른 멤버들보다 먼저 인맥을 통해 인증받을 수 있습니다." },
    { title: "밸리데이터 패스트트랙", detail: "밸리데이터 또는 노드 파트너로 패스트트랙 신청이 가능합니다." },
    { title: "이벤트 우선 참여", detail: "커뮤니티 이벤트에 가장 먼저 참여할 수 있습니다." },
  ],
  lotteryTitle: "Genesis 추첨",
  lotteryRules: [
    "모든 Genesis NFT에는 추첨권이 하나씩 담겨 있으며, 추첨권 ID는 NFT ID와 같습니다.",
    "수백 명의 당첨자가 상금 풀을 나눠 갖습니다.",
    "당첨자는 {hours}시간 안에 보상을 수령해야 합니다.",
    "기한 내에 수령하지 않은 보상은 준비금으로 돌아갑니다.",
  ],
  claimFigure: "{hours}시간",
  claimText: "당첨 보상 수령 기간",
  status: {
    live: { title: "민팅 진행 중", detail: "공개 명단에 있는 지갑은 아직 Genesis NFT를 민팅할 수 있습니다." },
    "sold-out": { title: "매진", detail: "모든 Genesis NFT가 민팅되었습니다. 보유자는 모든 혜택과 추첨권을 그대로 유지합니다." },
    unknown: { title: "상태 확인 불가", detail: "민팅 서비스가 지금 응답하지 않습니다. 잠시 후 다시 확인해 주십시오." },
  },
  outdated: "민팅 서비스가 현재 응답하지 않아, 이 상태 정보는 최신이 아닐 수 있습니다.",
  listSize: "공개 명단에 등록된 지갑 {count}개",
  lookup: {
    label: "내 지갑이 명단에 있는지 확인",
    hint: "0x 뒤에 16진수 40자가 오는 형식이며, 대소문자는 구분하지 않습니다.",
    noscript: "주소를 확인하려면 JavaScript가 필요합니다.",
    check: "확인",
    headlines: {
      listed: "명단에 있습니다.",
      unlisted: "명단에 없습니다.",
      malformed: "올바른 지갑 주소가 아닙니다.",
      unavailable: "지금은 명단을 확인할 수 없습니다.",
    },
    details: {
      listed: "{address} 주소는 공개된 Genesis 민팅 명단에 있습니다.",
      unlisted: "{address} 주소는 공개된 Genesis 민팅 명단에 없습니다.",
      malformed: "0x 뒤에 16진수 40자(0-9, a-f)를 입력하십시오.",
      unavailable: "공개 명단을 불러오지 못했거나 명단이 비어 있습니다. 잠시 후 다시 시도해 주십시오.",
    },
  },
  loading: "불러오는 중...",
  requestError: "요청 중 오류가 발생했습니다. 다시 시도해 주십시오.",
};
