## ゲームログ（エンジンのイベント1件につき1行）とその中で使う名前。

seat-name = { $n }番席
role-lord = 主公
role-loyalist = 忠臣
role-rebel = 反賊
role-renegade = 内奸
phase-prepare = 準備段階
phase-judge = 判定段階
phase-draw = 札引き段階
phase-play = 札出し段階
phase-discard = 札捨て段階
phase-finish = 終了段階
suit-spade = ♠
suit-heart = ♥
suit-club = ♣
suit-diamond = ♦
card-face = { $name }{ $suit }{ $rank }
card-virtual = { $name }（{ $cards }）
card-converted = { $name }（{ $via }：{ $cards }）
zone-deck = 山札
zone-discard = 捨て場
zone-processing = 処理区域
zone-hand = { $seat }の手札
zone-equip = { $seat }の装備区
zone-judge = { $seat }の判定区
nature-normal = 通常
nature-thunder = 雷
nature-fire = 火炎
winner-lord = 主公と忠臣の勝利
winner-rebels = 反賊の勝利
winner-renegade = 内奸（{ $seat }）の勝利
winner-aborted = ゲーム中止（プログラムの異常）
winner-draw = 引き分け
list-separator = 、
none = なし

log-game-started = { $players }人でゲームを始めます。
log-role-assigned = { $seat }の身分は{ $role }です。
log-generals-offered = { $seat }が選べる武将：{ $generals }。
log-general-chosen = { $seat }は{ $general }を選びました。
log-general-picked = { $seat }が武将を選びました。
log-hp-set = { $seat }の体力は{ $hp }/{ $max }です。
log-turn-started = 第{ $turn }ターン：{ $seat }のターンです。
log-phase-started = { $seat }の{ $phase }。
log-phase-skipped = { $seat }は{ $phase }を飛ばします。
log-cards-moved = { $count }枚のカードが{ $from }から{ $to }へ：{ $cards }。
log-cards-moved-hidden = { $count }枚のカードが{ $from }から{ $to }へ移りました。
log-deck-reshuffled = 捨て場を切り混ぜて新しい山札にしました（{ $count }枚）。
log-card-used = { $user }は{ $card }を使用しました{ $targets }。
log-card-used-targets = （目標：{ $targets }）
log-card-played = { $seat }は{ $card }を出しました。
log-nullified = { $target }への{ $card }は「明察秋毫」で打ち消されました。
log-no-effect = { $card }は{ $target }に効果がありません。
log-slash-dodged = { $target }は{ $source }の「殺」をかわしました。
log-damage = { $target }は{ $source }から{ $amount }点の{ $nature }ダメージを受けました（残り体力{ $hp }）。
log-damage-no-source = { $target }は来源のない{ $amount }点の{ $nature }ダメージを受けました（残り体力{ $hp }）。
log-damage-prevented = { $target }へのダメージは防がれました。
log-hp-lost = { $seat }は体力を{ $amount }点失いました（残り{ $hp }）。
log-recovered = { $seat }は体力を{ $amount }点回復しました（現在{ $hp }）。
log-judgement = { $seat }は{ $reason }の判定を行いました：{ $card }。
## What a judgement did: `$by` is the judging card or skill (its id), `$effect` whether it takes effect.
log-judgement-result = { $effect ->
    [yes] { $by ->
        [indulgence] 「{ $reason }」が発動（{ $card }）：{ $seat }は{ phase-play }を飛ばします。
        [lightning] 「{ $reason }」が発動（{ $card }）：{ $seat }は3点の雷ダメージを受けます。
        [eight_diagram] 「{ $reason }」が発動（{ $card }）：{ $seat }は「{ card-jink }」を出したものとみなされます。
        [ganglie] 「{ $reason }」が発動（{ $card }）：ダメージ元は手札を2枚捨てるか、1点のダメージを受けます。
        [luoshen] 「{ $reason }」が発動（{ $card }）：{ $seat }はこのカードを得て、もう一度判定できます。
        [tieji] 「{ $reason }」が発動（{ $card }）：この「{ card-slash }」は「{ card-jink }」で応じられません。
       *[other] 「{ $reason }」が発動（{ $card }）。
    }
   *[no] { $by ->
        [indulgence] 「{ $reason }」は不発（{ $card }）：{ $seat }は{ phase-play }を普段どおり行います。
        [lightning] 「{ $reason }」は不発（{ $card }）：次の人へ移ります。
       *[other] 「{ $reason }」は不発（{ $card }）。
    }
}
log-skill-invoked = { $seat }は「{ $skill }」を発動しました。
log-dying = { $seat }は瀕死状態です。
log-saved = { $seat }は瀕死状態から救われました。
log-died = { $seat }は死亡しました。身分は{ $role }でした。
log-reward = { $seat }は反賊を倒し、カードを{ $cards }枚引きます。
log-penalty = 主公{ $seat }は忠臣を倒したため、手札と装備をすべて捨てます。
log-game-over = ゲーム終了：{ $winner }。
log-target-changed = { $card }の目標は{ $target }に変わりました。
log-card-shown = { $seat }は{ $cards }を見せました。
log-declined = { $seat }は{ $dying }を救いませんでした。
log-no-answer = 「{ $skill }」に応じる者はなく、{ $target }は「{ $card }」を得られませんでした。
log-declined-self = { $seat }は自分を救いませんでした。
log-option-chosen = { $seat }は{ $reason }で{ $choice }を選びました。
log-mark-set = { $seat }に印：{ $mark }（{ $value }）。
log-mark-removed = { $seat }の印が消えました：{ $mark }。
log-recast = { $seat }は{ $card }を重鋳し、カードを1枚引きます。
mark-chained = 連環
mark-drunk = 酒
mark-turned-over = 裏返し
mark-skill = { $skill }

# What a request asks for (a card pattern).
pattern-red = 赤いカード
pattern-black = 黒いカード
pattern-colorless = 色のないカード
pattern-suit = { $suit }のカード
pattern-any = 任意のカード
