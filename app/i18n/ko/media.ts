// What each picture shows, for readers who cannot see it (alt text), by media key.
import type { Messages } from "../messages.ts";

export const media: Messages["media"] = {
  "home/hero": "중심에 금화가 박힌 {product} 지구본과, 그 둘레를 에워싼 모든 대륙의 사람들",
  "home/app-mine": "{product} 앱의 채굴 화면: 황금색 탭 채굴 버튼, 오늘의 잔액, 근처의 친구들",
  "home/app-hub": "앱 속 Hub: 오늘의 미션, 다가오는 커뮤니티 이벤트, Genesis 추첨권",
  "home/app-genesis": "앱 속 Genesis NFT: 황금 메달, 토큰 번호, 추첨권, 보유자 혜택",
  "home/doc-anchor": "주변 장소들과 연결된, 도시 한 블록의 연결 스테이션",
  "home/doc-pon": "한 사람을 둘러싸고 보증하는 친구들, 연결 하나하나가 확인된 모습",
  "home/doc-rank": "지도 위로 솟아오른 순위 막대들과, 가장 높은 막대 위에 얹힌 별",
  "home/doc-wallet": "휴대폰, 서버, 백업에 나뉜 세 개의 키 조각이 체인이 검증하는 하나의 서명으로 모이는 모습",
  "home/podf-1": "방문한 장소들을 잇는 도시 지도 위의 도보 경로",
  "home/podf-2": "경로 위의 한 장소에 남겨진 발자국",
  "home/podf-3": "PODF 토큰으로 민팅되어 지도 위로 떠오른 발자국",
  "home/vr": "헤드셋으로 바라본 거리와, 그 위에 겹쳐진 친구들과 앵커",
  "home/citizen": "모든 대륙의 도시마다 시민들이 모여 있는 세계 지도",
  "home/event-banner": "Hub 이벤트: 달력 한 장, 추첨권, 선물, 색종이",
  "hub/hub-art": "미션, 이벤트 날짜, 추첨권, 선물이 튀어나오는 앱의 Hub 화면",
  "blog/banner": "자오선이 가로지르는 {product} 지구본과, 황금빛으로 이어진 도시들",
  roadmapIcons: {
    coin: "아이콘: 금화",
    passport: "아이콘: 지구본이 그려진 여권",
    gate: "아이콘: 아치형 문",
    metaverse: "아이콘: 가상 세계를 나타내는 큐브",
    geospatial: "아이콘: 지도 핀이 꽂힌 지구본",
    rollups: "아이콘: 겹겹이 쌓인 레이어",
    network: "아이콘: 네트워크를 품은 방패",
  },
  hubIcons: {
    tasks: "아이콘: 체크리스트",
    events: "아이콘: 지도 핀이 표시된 달력",
    lotteries: "아이콘: 별이 그려진 티켓",
    airdrops: "아이콘: 상자를 매단 낙하산",
    giveaways: "아이콘: 선물 상자",
  },
};
