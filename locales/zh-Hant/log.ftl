## 遊戲紀錄（每個引擎事件一行）及其中用到的名稱。

seat-name = { $n }號位
role-lord = 主公
role-loyalist = 忠臣
role-rebel = 反賊
role-renegade = 內奸
phase-prepare = 準備階段
phase-judge = 判定階段
phase-draw = 摸牌階段
phase-play = 出牌階段
phase-discard = 棄牌階段
phase-finish = 結束階段
suit-spade = ♠
suit-heart = ♥
suit-club = ♣
suit-diamond = ♦
card-face = { $name }{ $suit }{ $rank }
card-virtual = { $name }（{ $cards }）
card-converted = { $name }（{ $via }：{ $cards }）
zone-deck = 牌堆
zone-discard = 棄牌堆
zone-processing = 處理區
zone-hand = { $seat }的手牌
zone-equip = { $seat }的裝備區
zone-judge = { $seat }的判定區
nature-normal = 普通
nature-thunder = 雷電
nature-fire = 火焰
winner-lord = 主公和忠臣獲勝
winner-rebels = 反賊獲勝
winner-renegade = 內奸{ $seat }獲勝
winner-aborted = 對局中止（引擎內部異常）
winner-draw = 平局
list-separator = 、
none = 無

log-game-started = 遊戲開始，共{ $players }名玩家。
log-role-assigned = { $seat }的身分是{ $role }。
log-generals-offered = { $seat }可選的武將：{ $generals }。
log-general-chosen = { $seat }選擇了武將{ $general }。
log-general-picked = { $seat }已選好武將。
log-hp-set = { $seat }的體力為{ $hp }/{ $max }。
log-turn-started = 第{ $turn }回合：{ $seat }的回合開始。
log-phase-started = { $seat }進入{ $phase }。
log-phase-skipped = { $seat }跳過了{ $phase }。
log-cards-moved = { $count }張牌從{ $from }移到{ $to }：{ $cards }。
log-cards-moved-hidden = { $count }張牌從{ $from }移到{ $to }。
log-deck-reshuffled = 棄牌堆洗入牌堆（{ $count }張）。
log-card-used = { $user }使用了{ $card }{ $targets }。
log-card-used-targets = ，目標：{ $targets }
log-card-played = { $seat }打出了{ $card }。
log-nullified = { $card }對{ $target }的效果被【無懈可擊】抵消。
log-no-effect = { $card }對{ $target }無效。
log-slash-dodged = { $target }閃避了{ $source }的【殺】。
log-damage = { $target }受到{ $source }造成的{ $amount }點{ $nature }傷害，體力剩餘{ $hp }。
log-damage-no-source = { $target }受到{ $amount }點{ $nature }傷害（無來源），體力剩餘{ $hp }。
log-damage-prevented = 對{ $target }的傷害被防止。
log-hp-lost = { $seat }失去了{ $amount }點體力，體力剩餘{ $hp }。
log-recovered = { $seat }回復了{ $amount }點體力，體力為{ $hp }。
log-judgement = { $seat }為{ $reason }進行判定，判定牌為{ $card }。
## What a judgement did: `$by` is the judging card or skill (its id), `$effect` whether it takes effect.
log-judgement-result = { $effect ->
    [yes] { $by ->
        [indulgence] 【{ $reason }】生效（{ $card }）：{ $seat }跳過{ phase-play }。
        [lightning] 【{ $reason }】生效（{ $card }）：{ $seat }將受到3點雷電傷害。
        [eight_diagram] 【{ $reason }】生效（{ $card }）：視為{ $seat }使用或打出了【{ card-jink }】。
        [ganglie] 【{ $reason }】生效（{ $card }）：傷害來源須棄置兩張手牌或受到1點傷害。
        [luoshen] 【{ $reason }】生效（{ $card }）：{ $seat }獲得此牌，可再次判定。
        [tieji] 【{ $reason }】生效（{ $card }）：此【{ card-slash }】不能被【{ card-jink }】響應。
       *[other] 【{ $reason }】生效（{ $card }）。
    }
   *[no] { $by ->
        [indulgence] 【{ $reason }】未生效（{ $card }）：{ $seat }照常進行{ phase-play }。
        [lightning] 【{ $reason }】未生效（{ $card }）：移至下一名角色。
       *[other] 【{ $reason }】未生效（{ $card }）。
    }
}
log-skill-invoked = { $seat }發動了【{ $skill }】。
log-dying = { $seat }進入瀕死狀態。
log-saved = { $seat }脫離了瀕死狀態。
log-died = { $seat }陣亡，身分是{ $role }。
log-reward = { $seat }擊殺反賊，摸{ $cards }張牌。
log-penalty = { $seat }作為主公擊殺了忠臣，棄置所有手牌和裝備。
log-game-over = 遊戲結束：{ $winner }。
log-target-changed = { $card }的目標改為{ $target }。
log-card-shown = { $seat }展示了{ $cards }。
log-declined = { $seat }沒有救{ $dying }。
log-no-answer = 無人響應【{ $skill }】，{ $target }沒有得到【{ $card }】。
log-declined-self = { $seat }沒有救自己。
log-option-chosen = { $seat }為{ $reason }選擇了{ $choice }。
log-mark-set = { $seat }獲得標記：{ $mark }（{ $value }）。
log-mark-removed = { $seat }失去標記：{ $mark }。
log-recast = { $seat }重鑄了{ $card }，摸一張牌。
mark-chained = 連環狀態
mark-drunk = 酒
mark-turned-over = 翻面
mark-skill = { $skill }

# What a request asks for (a card pattern).
pattern-red = 紅色牌
pattern-black = 黑色牌
pattern-colorless = 無色牌
pattern-suit = { $suit }牌
pattern-any = 任意牌
