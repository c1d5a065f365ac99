## Interface text: prompts, options, refusals.

ui-title = 三國殺
ui-you-are = 你是{ $seat }，身分：{ $role }。
ui-your-hand = 手牌：{ $cards }
ui-seat-line = { $seat }{ $role }　體力 { $hp }/{ $max }　手牌 { $hand }　裝備 { $equip }　判定區 { $judge }
ui-dead = （陣亡）
ui-deck-line = 牌堆 { $deck } 張，棄牌堆 { $discard } 張
ui-enter-number = 輸入編號：
ui-enter-targets = 輸入目標座位號（空格分隔）：
ui-enter-cards = 輸入牌的編號（空格分隔）：
ui-invalid-input = 無效的輸入。
ui-refused = 不能這樣做：{ $why }
ui-waiting = 等待{ $seat }……
ui-yes = 是
ui-no = 否
ui-ai-seat = 電腦
prompt-play = 出牌階段：選擇要使用的牌。
prompt-respond = { $reason }：是否{ $using ->
    [yes] 使用
   *[no] 打出
}一張{ $card }？
prompt-choose-cards = { $reason }：選擇{ $min }～{ $max }張牌。
prompt-choose-seats = { $reason }：選擇{ $min }～{ $max }名角色。
prompt-choose-option = { $reason }：請選擇一項。
prompt-confirm = 是否發動【{ $skill }】？
prompt-arrange = { $reason }：排列這些牌。
prompt-distribute = { $reason }：分配這些牌。
reason-choose-general = 選將
reason-play-phase = 出牌階段
reason-discard-phase = 棄牌階段
reason-dying = { $seat }瀕死
reason-card = { $card }
reason-card-about = { $card }（{ $seat }）
option-end-phase = 結束出牌
option-pass = 不出
option-use = 使用{ $card }
option-convert = 發動{ $skill }，將{ $count }張手牌當{ $card }
option-hidden-card = { $seat }的第{ $index }張手牌
choice-discard-card = 棄置一張手牌
choice-let-draw = 令對方摸一張牌
choice-take-damage = 受到1點傷害
illegal-game-over = 遊戲已經結束。
illegal-not-your-turn = 現在輪到{ $seat }。
illegal-wrong-kind = 這個回答與詢問不符。
illegal-not-an-option = 這不是可選的選項。
illegal-not-your-card = 這張牌不能在這裡選擇。
illegal-wrong-count = 需要選擇{ $min }～{ $max }項，實際選了{ $got }項。
illegal-duplicate = 同一項被選了兩次。
illegal-bad-target = { $seat }不是合法目標（距離或條件不符）。
illegal-cannot-pass = 這裡不能放棄。
skill-offensive_horse = -1馬
skill-defensive_horse = +1馬
reason-trigger-order = 選擇技能發動的順序
choice-discard-two = 棄置兩張手牌
choice-recover = 回復1點體力
choice-draw = 摸一張牌

## Desktop client
ui-new-game = 新遊戲
ui-quit = 退出
ui-language = 語言
ui-players = 名玩家
ui-seat-human = 玩家
ui-seat-ai-easy = 電腦（簡單）
ui-seat-ai-normal = 電腦（普通）
ui-seat-ai-hard = 電腦（困難）
ui-generals = 使用武將
ui-ex-cards = 加入EX卡牌
ui-seed = 隨機種子（可選）
ui-back = 返回
ui-start = 開始
ui-confirm = 確定
ui-keep-order = 按此順序放回牌堆頂
ui-give-to = 全部交給{ $seat }
ui-targets = 目標：
ui-turn-line = 第{ $turn }回合 · { $seat }
ui-log = 紀錄
ui-curtain = 請{ $seat }就座
ui-curtain-ready = 我是{ $seat }，繼續
ui-curtain-wait = 電腦行動中，請稍候……
ui-spectating = 你已陣亡，電腦繼續對局。
ui-spectating-all = 所有玩家均已陣亡，電腦繼續對局。
ui-skip-to-end = 跳到結局（End鍵）
ui-skipping = 正在結束對局……
ui-handover = 請{ $seat }就座，其他人請迴避。準備好後按Enter。
ui-game-seed = 本局種子：{ $seed }（用於重現與回報問題）
ui-term-out = 你已出局，電腦繼續對局。按Enter逐回合觀看，輸入 s 再按Enter跳到結局。
ui-term-next-turn = （Enter：下一回合 · s：跳到結局）
ui-hand-count = 手牌 { $n }
ui-distance = 距離 { $d } · { $range ->
    [yes] 在攻擊範圍內
   *[no] 不在攻擊範圍內
}
ui-hp-full = ●
ui-hp-empty = ○
ui-settings = 設定
ui-ui-scale = 介面縮放
ui-ai-delay = 電腦思考時間（秒）
ui-animation-speed = 動畫速度

## Language names, each in its own script
lang-zh-Hans = 简体中文
lang-zh-Hant = 繁體中文
lang-ja = 日本語
lang-en = English

## Why a seat cannot be targeted
why-dead = 已陣亡
why-yourself = 不能以自己為目標
why-out-of-range = 距離不夠：{ $distance } > 攻擊範圍 { $range }
why-too-far = 距離不夠：{ $distance } > 1
why-no-cards = 沒有可以選擇的牌
why-immune = 受技能保護，不能成為目標
why-already-has = 判定區已有同名牌
why-no-weapon = 沒有裝備武器
why-drawn-to = { $seat }在攻擊範圍內，殺只能指定其為目標（同疾）
ui-cannot-use-now = 現在不能使用這張牌
faction-wei = 魏
faction-shu = 蜀
faction-wu = 吳
faction-qun = 群
ui-choose = 選擇
ui-winner = 勝利
ui-turns-played = 共進行了{ $turns }個回合。
ui-ask-all-humans = 多人同屏時，每次響應都詢問所有玩家（不洩露手牌）
ui-continue = 繼續
ui-save-broken = 存檔無法讀取：{ $why }（檔案已保留）
