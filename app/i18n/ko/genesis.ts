// The Genesis NFT block (home page and the Genesis articles): copy, status lines, the address lookup and notices.
import type { Messages } from "../messages.ts";

export const genesis: Messages["genesis"] = {
  eyebrow: "Genesis NFT",
  title: "{product} Genesis NFT 민팅",
  lead: "{product} World 최초의 컬렉션이에요. 보유자에게는 일곱 가지 영구 혜택과 Genesis 추첨권이 주어져요.",
  privilegesTitle: "보유자 혜택",
  privileges: [
    { title: "KYC 우선 진행 및 빠른 출금", detail: "가장 먼저 인증받고, 대기 없이 코인을 출금할 수 있어요." },
    { title: "채굴 부스트", detail: "시작하는 모든 채굴 세션에 더 높은 채굴 효율이 적용돼요." },
    { title: "MPC/AA 지갑 얼리 액세스", detail: "MPC·계정 추상화 지갑을 누구보다 먼저 이용할 수 있어요." },
    { title: "경품 이벤트 및 에어드롭", detail: "앞으로 진행될 경품 이벤트와 에어드롭 대상에 포함돼요." },
    { title: "소셜 인증 우선 진행", detail: "다른 멤버들보다 먼저 나의 관계망을 통해 인증받을 수 있어요." },
    { title: "밸리데이터 패스트트랙", detail: "밸리데이터 또는 노드 파트너로 패스트트랙 신청을 할 수 있어요." },
    { title: "이벤트 우선 참여", detail: "커뮤니티 이벤트에 가장 먼저 참여할 수 있어요." },
  ],
  lotteryTitle: "Genesis 추첨",
  lotteryRules: [
    "모든 Genesis NFT에는 추첨권이 하나씩 담겨 있고, 추첨권 ID는 NFT ID와 같아요.",
    "수백 명의 당첨자가 상금 풀을 나눠 가져요.",
    "당첨자는 {hours}시간 안에 보상을 수령해야 해요.",
    "기한 안에 수령하지 않은 보상은 준비금으로 돌아가요.",
  ],
  claimFigure: "{hours}시간",
  claimText: "당첨 보상 수령 기간",
  status: {
    live: { title: "민팅 진행 중", detail: "화이트리스트에 있는 지갑은 아직 Genesis NFT를 민팅할 수 있어요." },
    "sold-out": { title: "매진", detail: "모든 Genesis NFT가 민팅되었어요. 보유자는 모든 혜택과 추첨권을 그대로 유지해요." },
    unknown: { title: "상태 확인 불가", detail: "민팅 서비스가 지금 응답하지 않아요. 잠시 후 다시 확인해 주세요." },
  },
  outdated: "민팅 서비스가 지금 응답하지 않아서, 이 상태 정보는 최신이 아닐 수 있어요.",
  listSize: "{count, plural, other {화이트리스트에 등록된 지갑 #개}}",
  lookup: {
    label: "내 지갑이 화이트리스트에 있나요?",
    hint: "0x 뒤에 16진수 40자가 오는 형식이고, 대소문자는 구분하지 않아요.",
    noscript: "주소를 확인하려면 JavaScript가 필요해요.",
    check: "확인",
    headlines: {
      listed: "화이트리스트에 있어요.",
      unlisted: "화이트리스트에 없어요.",
      malformed: "올바른 지갑 주소가 아니에요.",
      unavailable: "지금은 화이트리스트를 확인할 수 없어요.",
    },
    details: {
      listed: "{address} 주소는 공개된 Genesis 민팅 화이트리스트에 있어요.",
      unlisted: "{address} 주소는 공개된 Genesis 민팅 화이트리스트에 없어요.",
      malformed: "0x 뒤에 16진수 40자(0-9, a-f)를 입력해 주세요.",
      unavailable: "공개된 화이트리스트를 불러오지 못했거나 비어 있어요. 잠시 후 다시 시도해 주세요.",
    },
  },
  loading: "불러오는 중...",
  requestError: "요청 중 오류가 발생했어요. 다시 시도해 주세요.",
};
